import Observation
import Shared

/// The VM of one blog row: its formatted texts, whether it can be liked, and the like command.
@MainActor
@Observable
public final class BlogCellViewModel {
    // MARK: Outputs

    public private(set) var blog: Blog
    public let title: String
    public let author: String
    public var likeCount: String { "赞 \(blog.likeCount)" }
    public var isLikeEnabled: Bool { !blog.isLiked && !isLiking }
    /// A failed like's message, until the view has shown it.
    public private(set) var likeFailureMessage: String?

    private var isLiking = false
    @ObservationIgnored private let apiManager: any UserAPIManager

    public init(blog: Blog, apiManager: any UserAPIManager) {
        self.blog = blog
        self.apiManager = apiManager
        title = blog.title
        author = "作者姓名: \(blog.authorName)"
    }

    // MARK: Inputs

    public func likeBlog() {
        guard isLikeEnabled else { return }
        isLiking = true
        apiManager.likeBlog(blogId: blog.id) { [weak self] result in
            guard let self else { return }
            isLiking = false
            switch result {
            case .success:
                blog.likeCount += 1
                blog.isLiked = true
            case .failure:
                likeFailureMessage = "点赞失败"
            }
        }
    }

    public func didShowLikeFailure() {
        likeFailureMessage = nil
    }
}
