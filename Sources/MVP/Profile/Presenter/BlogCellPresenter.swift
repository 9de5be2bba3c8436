import Shared

/// The P of one blog row (the seed's `BlogCellPresenter`): the formatted texts of the row and the
/// like logic, which in MVC sat in the cell. It outlives the cells that render it, so a like's
/// answer finds its row wherever the row has scrolled.
@MainActor
public final class BlogCellPresenter {
    /// Set by `BlogPresenter`: a failure is the screen's to show, even when no cell renders this row.
    public var didFailToLikeHandler: (@MainActor (String) -> Void)?
    public private(set) var blog: Blog
    private let apiManager: any UserAPIManager
    /// The cells that render this row now, held weakly: a page may list it again, on a second row.
    private var views: [@MainActor () -> (any BlogCellView)?] = []
    /// The like's state: in flight, and accepted by the server.
    private var like = RowLike()

    public init(blog: Blog, apiManager: any UserAPIManager) {
        self.blog = blog
        self.apiManager = apiManager
    }

    /// A cell starts rendering this row.
    public func attach(_ view: any BlogCellView) {
        detach(view)
        views.append { [weak view] in view }
    }

    /// A cell stops rendering this row, as it is reused for another.
    public func detach(_ view: any BlogCellView) {
        views.removeAll { $0() == nil || $0() === view }
    }

    public var titleText: String { blog.title }
    public var authorText: String { "作者姓名: \(blog.authorName)" }
    public var likeCountText: String { "赞 \(blog.likeCount)" }
    public var isLikeEnabled: Bool { like.isEnabled(for: blog) }

    /// Takes the server's newer copy of the blog, from a refresh or a later page.
    public func update(_ blog: Blog) {
        var blog = blog
        like.keepCounted(in: &blog)
        self.blog = blog
    }

    public func likeBlog() {
        guard isLikeEnabled else { return }
        like.willLike()
        viewsDidUpdate()
        apiManager.likeBlog(blogId: blog.id) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                like.didLike(counting: &blog)
                viewsDidUpdate()
            case .failure:
                like.didFailToLike()
                viewsDidUpdate()
                didFailToLikeHandler?("点赞失败")
            }
        }
    }

    private func viewsDidUpdate() {
        for view in views { view()?.blogCellPresenterDidUpdate() }
    }
}
