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
    public var isLikeEnabled: Bool { like.isEnabled(for: blog) }

    /// Set by `BlogViewModel`: a failure is the screen's to show, even when no cell is bound to this row.
    @ObservationIgnored public var didFailToLike: (@MainActor (String) -> Void)?

    /// The like's state: in flight, and accepted by the server.
    private var like = RowLike()
    @ObservationIgnored private let apiManager: any UserAPIManager

    public init(blog: Blog, apiManager: any UserAPIManager) {
        self.blog = blog
        self.apiManager = apiManager
    }

    // MARK: Inputs

    /// Takes the server's newer copy of the blog, from a refresh or a later page.
    public func update(_ blog: Blog) {
        var blog = blog
        like.keepCounted(in: &blog)
        self.blog = blog
    }

    public func likeBlog() {
        guard isLikeEnabled else { return }
        like.willLike()
        apiManager.likeBlog(blogId: blog.id) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                like.didLike(counting: &blog)
            case .failure:
                like.didFailToLike()
                didFailToLike?("点赞失败")
            }
        }
    }
}
