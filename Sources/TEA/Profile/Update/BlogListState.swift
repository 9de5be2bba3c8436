import Shared

/// The blog list module as one value (000's `BlogViewModel`): the rows, the likes by blog, the
/// paging and the loads in flight. A page carries the refresh it was asked under, so one asked
/// before the latest refresh is dropped when it lands.
public struct BlogListState: Program, Equatable {
    /// Which load a first page answers: the screen's first load ends the HUD, a refresh its spinner.
    public enum FirstPage: Equatable {
        case first
        case refresh
    }

    public enum Message: Equatable {
        case fetch
        case refresh
        case loadMore
        case firstPageLoaded(FirstPage, generation: Int, Result<BlogPage, RequestError>)
        case pageLoaded(page: Int, generation: Int, Result<BlogPage, RequestError>)
        case like(blogId: Int)
        case likeAnswered(blogId: Int, succeeded: Bool)
        case select(blogId: Int)
    }

    public enum Command: Equatable {
        case fetchFirstPage(FirstPage, userId: Int, generation: Int)
        case fetchPage(userId: Int, page: Int, generation: Int)
        case like(blogId: Int)
        case toast(String)
        case openBlog(Blog)
    }

    public let userId: Int
    public private(set) var blogs: [Blog] = []
    /// How many answers have changed the rows: the table reloads on each.
    public private(set) var version = 0
    public private(set) var hasMore = true
    public let noMoreDataText = "没有更多了"
    /// Any page, the first or a later one, is loading.
    public private(set) var isLoading = false
    public private(set) var errorMessage: String?
    /// The screen's first load runs: the scene shows a HUD.
    public private(set) var isLoadingFirstPage = false
    public private(set) var isRefreshing = false
    private var likes = Likes()
    private var nextPage = 0
    private var generation = 0

    public init(userId: Int) {
        self.userId = userId
    }

    /// The row of a blog, as its cell shows it; nil once the blog is off the list.
    public func row(_ blogId: Int) -> BlogRow? {
        blogs.first { $0.id == blogId }.map { blog in
            BlogRow(
                blogId: blog.id, title: blog.title, author: "作者姓名: \(blog.authorName)",
                likeCount: "赞 \(blog.likeCount)", isLikeEnabled: likes.isEnabled(blog, id: blog.id))
        }
    }

    public mutating func update(_ message: Message) -> [Command] {
        switch message {
        case .fetch:
            isLoadingFirstPage = true
            return loadFirstPage(.first)
        case .refresh:
            isRefreshing = true
            return loadFirstPage(.refresh)
        case .loadMore:
            guard hasMore, !isLoading else { return [] }
            isLoading = true
            return [.fetchPage(userId: userId, page: nextPage, generation: generation)]
        case .firstPageLoaded(let kind, let answered, let result):
            if kind == .first { isLoadingFirstPage = false } else { isRefreshing = false }
            guard answered == generation else { return [] }
            show(result, page: 0)
            return []
        case .pageLoaded(let page, let answered, let result):
            guard answered == generation else { return [] }
            show(result, page: page)
            return []
        case .like(let blogId):
            guard let blog = blogs.first(where: { $0.id == blogId }), likes.isEnabled(blog, id: blogId) else {
                return []
            }
            likes.willLike(blogId)
            return [.like(blogId: blogId)]
        case .likeAnswered(let blogId, let succeeded):
            guard succeeded else {
                likes.didFailToLike(blogId)
                return [.toast("点赞失败")]
            }
            likes.didLike(blogId)
            if let index = blogs.firstIndex(where: { $0.id == blogId }) { likes.keepCounted(blogId, in: &blogs[index]) }
            return []
        case .select(let blogId):
            return blogs.first { $0.id == blogId }.map { [.openBlog($0)] } ?? []
        }
    }

    private mutating func loadFirstPage(_ kind: FirstPage) -> [Command] {
        generation += 1
        isLoading = true
        return [.fetchFirstPage(kind, userId: userId, generation: generation)]
    }

    private mutating func show(_ result: Result<BlogPage, RequestError>, page: Int) {
        isLoading = false
        switch result {
        case .failure(let error):
            errorMessage = error.message
        case .success(let blogPage):
            errorMessage = nil
            let rows = blogPage.blogs.map { blog in
                var blog = blog
                likes.keepCounted(blog.id, in: &blog)
                return blog
            }
            if page == 0 { blogs = rows } else { blogs += rows }
            nextPage = page + 1
            hasMore = blogPage.hasMore
            version += 1
        }
    }
}

/// One blog row as its cell shows it.
public struct BlogRow: Equatable {
    public let blogId: Int
    public let title: String
    public let author: String
    public let likeCount: String
    public let isLikeEnabled: Bool
}
