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
    public private(set) var blogs = LikedList<Blog>()
    public private(set) var hasMore = true
    public let noMoreDataText = "没有更多了"
    /// Any page, the first or a later one, is loading.
    public private(set) var isLoading = false
    public private(set) var errorMessage: String?
    /// The screen's first load runs: the scene shows a HUD.
    public private(set) var isLoadingFirstPage = false
    public private(set) var isRefreshing = false
    private var nextPage = 0
    private var generation = 0

    public init(userId: Int) {
        self.userId = userId
    }

    /// The row of a blog, as its cell shows it; nil once the blog is off the list.
    public func row(_ blogId: Int) -> BlogRow? { blogs[id: blogId].map(row) }

    public func row(at index: Int) -> BlogRow { row(blogs.item(at: index)) }

    private func row(_ blog: Blog) -> BlogRow {
        BlogRow(
            blogId: blog.id, title: blog.title, author: "作者姓名: \(blog.authorName)",
            likeCount: "赞 \(blog.likeCount)", isLikeEnabled: blogs.isLikeEnabled(blog))
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
            guard blogs.isLikeEnabled(blogId) else { return [] }
            blogs.willLike(blogId)
            return [.like(blogId: blogId)]
        case .likeAnswered(let blogId, true):
            blogs.didLike(blogId)
            return []
        case .likeAnswered(let blogId, false):
            blogs.didFailToLike(blogId)
            return [.toast("点赞失败")]
        case .select(let blogId):
            return blogs[id: blogId].map { [.openBlog($0)] } ?? []
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
            if page == 0 { blogs.replace(with: blogPage.blogs) } else { blogs.append(blogPage.blogs) }
            nextPage = page + 1
            hasMore = blogPage.hasMore
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
