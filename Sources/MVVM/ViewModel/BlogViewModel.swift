import Observation
import Shared

/// The blog module's VM: the row view models, the footer and error texts and the loading state,
/// and the refresh and load-more commands with their paging rules.
@MainActor
@Observable
public final class BlogViewModel {
    // MARK: Outputs

    public private(set) var cellViewModels: [BlogCellViewModel] = []
    public private(set) var footerText: String?
    public private(set) var errorMessage: String?
    /// True while the first load of the screen runs, which the scene shows as a HUD.
    public private(set) var isLoadingFirstPage = false
    /// True while a pull to refresh runs.
    public private(set) var isRefreshing = false

    @ObservationIgnored private let userId: Int
    @ObservationIgnored private let apiManager: any UserAPIManager
    @ObservationIgnored private var nextPage = 0
    @ObservationIgnored private var hasMore = true
    @ObservationIgnored private var isLoading = false
    /// Counts refreshes, so that a page asked for before the latest refresh is dropped.
    @ObservationIgnored private var refreshGeneration = 0

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

    private func show(_ result: Result<BlogPage, APIError>, page: Int) {
        isLoading = false
        switch result {
        case .failure(let error):
            errorMessage = error.message
        case .success(let blogPage):
            errorMessage = nil
            let rows = blogPage.blogs.map { BlogCellViewModel(blog: $0, apiManager: apiManager) }
            if page == 0 { cellViewModels = rows } else { cellViewModels.append(contentsOf: rows) }
            nextPage = page + 1
            hasMore = blogPage.hasMore
            footerText = hasMore ? nil : "没有更多了"
        }
    }
}
