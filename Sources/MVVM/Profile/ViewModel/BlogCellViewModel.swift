import Observation
import Shared

/// The VM of one blog row: its formatted texts, whether it can be liked, and the like command.
/// It outlives the cells bound to it, so a like's answer finds its row wherever the row has scrolled.
@MainActor
@Observable
public final class BlogCellViewModel {
    // MARK: Outputs

    public private(set) var blog: Blog
    public var title: String { blog.title }
    public var author: String { "作者姓名: \(blog.authorName)" }
    public var likeCount: String { "赞 \(blog.likeCount)" }
    public var isLikeEnabled: Bool { !blog.isLiked && !isLiking }

    /// Set by `BlogViewModel`: a failure is the screen's to show, even when no cell is bound to this row.
    @ObservationIgnored public var didFailToLike: (@MainActor (String) -> Void)?

    private var isLiking = false
    /// The server accepted this screen's like: a page read before that cannot undo it.
    @ObservationIgnored private var hasLiked = false
    @ObservationIgnored private let apiManager: any UserAPIManager

    public init(blog: Blog, apiManager: any UserAPIManager) {
        self.blog = blog
        self.apiManager = apiManager
    }

    // MARK: Inputs

    /// Takes the server's newer copy of the blog, from a refresh or a later page.
    public func update(_ blog: Blog) {
        self.blog = blog
        if hasLiked { countLike() }
    }

    public func likeBlog() {
        guard isLikeEnabled else { return }
        isLiking = true
        apiManager.likeBlog(blogId: blog.id) { [weak self] result in
            guard let self else { return }
            isLiking = false
            switch result {
            case .success:
                hasLiked = true
                countLike()
            case .failure:
                didFailToLike?("点赞失败")
            }
        }
    }

    /// Counts the like, unless the blog, from a page read after it, already does.
    private func countLike() {
        guard !blog.isLiked else { return }
        blog.likeCount += 1
        blog.isLiked = true
    }
}
