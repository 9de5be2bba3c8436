import Shared

/// The P of one blog row (the seed's `BlogCellPresenter`): the formatted texts of the row and the
/// like logic, which in MVC sat in the cell. It outlives the cells that render it, so a like's
/// answer finds its row wherever the row has scrolled.
@MainActor
public final class BlogCellPresenter {
    public weak var view: (any BlogCellView)?
    /// Set by `BlogPresenter`: a failure is the screen's to show, even when no cell renders this row.
    public var didFailToLikeHandler: (@MainActor (String) -> Void)?
    public private(set) var blog: Blog
    private let apiManager: any UserAPIManager
    private var isLiking = false
    /// The server accepted this screen's like: a page read before that cannot undo it.
    private var hasLiked = false

    public init(blog: Blog, apiManager: any UserAPIManager) {
        self.blog = blog
        self.apiManager = apiManager
    }

    public var titleText: String { blog.title }
    public var authorText: String { "作者姓名: \(blog.authorName)" }
    public var likeCountText: String { "赞 \(blog.likeCount)" }
    public var isLikeEnabled: Bool { !blog.isLiked && !isLiking }

    /// Takes the server's newer copy of the blog, from a refresh or a later page.
    public func update(_ blog: Blog) {
        self.blog = blog
        if hasLiked { countLike() }
    }

    public func likeBlog() {
        guard isLikeEnabled else { return }
        isLiking = true
        view?.blogCellPresenterDidUpdate()
        apiManager.likeBlog(blogId: blog.id) { [weak self] result in
            guard let self else { return }
            isLiking = false
            switch result {
            case .success:
                hasLiked = true
                countLike()
                view?.blogCellPresenterDidUpdate()
            case .failure:
                view?.blogCellPresenterDidUpdate()
                didFailToLikeHandler?("点赞失败")
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
