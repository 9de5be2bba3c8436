import Observation
import Shared

/// The blog module's VM: the row view models, the error text, whether more pages follow and the loading state,
/// and the refresh and load-more commands with their paging rules.
@MainActor
@Observable
public final class BlogViewModel {
    // MARK: Outputs

    public private(set) var cellViewModels: [BlogCellViewModel] = []
    /// Whether a later page follows: the footer loads more, or reads `noMoreDataText`.
    public private(set) var hasMore = true
    public let noMoreDataText = "没有更多了"
    /// True while any page, the first or a later one, is being loaded.
    public private(set) var isLoading = false
    public private(set) var errorMessage: String?
    /// True while the first load of the screen runs, which the scene shows as a HUD.
    public private(set) var isLoadingFirstPage = false
    public private(set) var isRefreshing = false
    /// Messages for the screen's toast, oldest first, until the view has shown them.
    public private(set) var toasts: [String] = []

    @ObservationIgnored private let userId: Int
    @ObservationIgnored private let apiManager: any UserAPIManager
    @ObservationIgnored private var nextPage = 0
    /// Counts refreshes, so that a page asked for before the latest refresh is dropped.
    @ObservationIgnored private var refreshGeneration = 0
    /// One row view model per blog for the life of the module, so that a refresh or a later page
    /// hands back the same row state (a like in flight) rather than a fresh one.
    @ObservationIgnored private var rowsByBlogId: [Int: BlogCellViewModel] = [:]

    public init(userId: Int, apiManager: any UserAPIManager) {
        self.userId = userId
        self.apiManager = apiManager
    }

    // MARK: Inputs

    /// The first load of the screen.
    public func fetchUserBlogs() {
        isLoadingFirstPage = true
        loadFirstPage { [weak self] in self?.isLoadingFirstPage = false }
    }

    /// A user's pull to refresh.
    public func refreshUserBlogs() {
        isRefreshing = true
        loadFirstPage { [weak self] in self?.isRefreshing = false }
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

    public func didShowToasts() {
        toasts.removeAll()
    }

    private func loadFirstPage(then finish: @escaping @MainActor () -> Void) {
        refreshGeneration += 1
        let generation = refreshGeneration
        isLoading = true
        apiManager.fetchUserBlogs(userId: userId, page: 0) { [weak self] result in
            guard let self else { return }
            defer { finish() }
            guard generation == refreshGeneration else { return }
            show(result, page: 0)
        }
    }

    private func row(for blog: Blog) -> BlogCellViewModel {
        if let row = rowsByBlogId[blog.id] {
            row.update(blog)
            return row
        }
        let row = BlogCellViewModel(blog: blog, apiManager: apiManager)
        row.didFailToLike = { [weak self] message in self?.toasts.append(message) }
        rowsByBlogId[blog.id] = row
        return row
    }

    private func show(_ result: Result<BlogPage, APIError>, page: Int) {
        isLoading = false
        switch result {
        case .failure(let error):
            errorMessage = error.message
        case .success(let blogPage):
            errorMessage = nil
            let rows = blogPage.blogs.map(row(for:))
            if page == 0 { cellViewModels = rows } else { cellViewModels.append(contentsOf: rows) }
            nextPage = page + 1
            hasMore = blogPage.hasMore
        }
    }
}
