import Shared

/// The blog module's P (the seed's `BlogPresenter`): it loads pages, keeps the row presenters,
/// guards the paging rules and says whether more pages follow, telling its view through `BlogView`.
@MainActor
public final class BlogPresenter {
    public weak var view: (any BlogView)?
    public private(set) var allDatas: [BlogCellPresenter] = []
    /// Whether a later page follows: the view's footer loads more, or reads `noMoreDataText`.
    public private(set) var hasMore = true
    public let noMoreDataText = "没有更多了"
    /// One row presenter per blog for the life of the module, so that a refresh or a later page
    /// hands back the same row state (a like in flight) rather than a fresh one.
    private var cellPresenters: [Int: BlogCellPresenter] = [:]

    private let userId: Int
    private let apiManager: any UserAPIManager
    private var nextPage = 0
    private var isLoading = false
    /// Counts refreshes, so that a page asked for before the latest refresh is dropped.
    private var refreshGeneration = 0

    public init(userId: Int, apiManager: any UserAPIManager) {
        self.userId = userId
        self.apiManager = apiManager
    }

    /// Loads the first page; `completion` runs when that load ends, either way.
    public func refreshUserBlogs(completion: (@MainActor () -> Void)? = nil) {
        refreshGeneration += 1
        let generation = refreshGeneration
        isLoading = true
        apiManager.fetchUserBlogs(userId: userId, page: 0) { [weak self] result in
            guard let self else { return }
            defer { completion?() }
            guard generation == refreshGeneration else { return }
            show(result, page: 0)
        }
    }

    public func loadMoreUserBlogs() {
        guard hasMore, !isLoading else { return }
        let generation = refreshGeneration
        let page = nextPage
        isLoading = true
        apiManager.fetchUserBlogs(userId: userId, page: page) { [weak self] result in
            guard let self, generation == refreshGeneration else { return }
            show(result, page: page)
        }
    }

    public func selectRow(at index: Int) {
        view?.blogPresenterShowBlogDetail(allDatas[index].blog)
    }

    private func cellPresenter(for blog: Blog) -> BlogCellPresenter {
        if let cellPresenter = cellPresenters[blog.id] {
            cellPresenter.update(blog)
            return cellPresenter
        }
        let cellPresenter = BlogCellPresenter(blog: blog, apiManager: apiManager)
        cellPresenter.didFailToLikeHandler = { [weak self] message in
            self?.view?.blogPresenterDidFailToLike(message: message)
        }
        cellPresenters[blog.id] = cellPresenter
        return cellPresenter
    }

    private func show(_ result: Result<BlogPage, APIError>, page: Int) {
        isLoading = false
        switch result {
        case .failure(let error):
            view?.blogPresenterDidFail(message: error.message)
        case .success(let blogPage):
            if page == 0 { allDatas.removeAll() }
            allDatas += blogPage.blogs.map(cellPresenter(for:))
            nextPage = page + 1
            hasMore = blogPage.hasMore
            view?.blogPresenterDidReload()
        }
    }
}
