import Shared

/// The P of one blog row (the seed's `BlogCellPresenter`): the formatted texts of the row and the
/// like logic, which in MVC sat in the cell.
@MainActor
public final class BlogCellPresenter {
    public weak var view: (any BlogCellView)?
    public private(set) var blog: Blog
    private let apiManager: any UserAPIManager
    private var isLiking = false

    public init(blog: Blog, apiManager: any UserAPIManager) {
        self.blog = blog
        self.apiManager = apiManager
    }

    public var titleText: String { blog.title }
    public var authorText: String { "作者姓名: \(blog.authorName)" }
    public var likeCountText: String { "赞 \(blog.likeCount)" }
    public var isLikeEnabled: Bool { !blog.isLiked && !isLiking }

    public func likeBlog() {
        guard isLikeEnabled else { return }
        isLiking = true
        view?.blogCellPresenterDidUpdate()
        apiManager.likeBlog(blogId: blog.id) { [weak self] result in
            guard let self else { return }
            isLiking = false
            switch result {
            case .success:
                blog.likeCount += 1
                blog.isLiked = true
                view?.blogCellPresenterDidUpdate()
            case .failure:
                view?.blogCellPresenterDidUpdate()
                view?.blogCellPresenterDidFailToLike(message: "点赞失败")
            }
        }
    }
}
