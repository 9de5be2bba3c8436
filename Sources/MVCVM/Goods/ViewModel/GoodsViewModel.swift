import Observation
import Shared

/// The home page's VM: the banners, a row view model per goods, and the loading state the
/// controllers bind (the HUD, the first page, the footer, the error, the toasts), with the paging
/// rules: one load at a time, a refresh that wins over a load more, a row's state kept per goods.
@MainActor
@Observable
public final class GoodsViewModel {
    // MARK: Outputs

    public private(set) var banners: [String] = []
    public private(set) var items: [GoodsItemViewModel] = []
    public let emptyText = "暂无商品"
    /// True from the first load or a 重试 until a first page ends.
    public private(set) var showsHUD = false
    /// True while a first page (the first load, a 重试 or a refresh) is in flight.
    public private(set) var isLoadingFirstPage = false
    /// True while a load more is in flight, until it or a first page that overtook it ends.
    public private(set) var isLoadingMore = false
    /// 004's `configFooter(isLastPage)`: hidden until the first page, and once a page is the last.
    public private(set) var isFooterHidden = true
    public private(set) var errorMessage: String?
    /// Whether an answered list holds no goods.
    public private(set) var isEmpty = false
    /// Messages for the screen's toast, oldest first, until the view has shown them.
    public private(set) var toasts: [String] = []

    @ObservationIgnored private let apiManager: any GoodsAPIManager
    @ObservationIgnored private var nextPage = 0
    /// Counts first-page loads, so that a load more asked before the latest one is dropped.
    @ObservationIgnored private var generation = 0
    /// Counts banner requests, so that banners asked before the latest request are dropped.
    @ObservationIgnored private var bannerGeneration = 0
    /// One row view model per goods for the life of the screen, so that a refresh hands back the
    /// same row state (a like in flight) rather than a fresh one.
    @ObservationIgnored private var itemsById: [Int: GoodsItemViewModel] = [:]

    public init(apiManager: any GoodsAPIManager) {
        self.apiManager = apiManager
    }

    // MARK: Inputs

    /// The first load: the banners and the first page, with the HUD.
    public func fetchData() {
        loadBanners()
        retry()
    }

    /// The first page again, with the HUD, after the first one failed.
    public func retry() {
        showsHUD = true
        errorMessage = nil
        loadFirstPage(isRefresh: false)
    }

    /// A pull to refresh: the banners and the first page, unless a first page is in flight.
    public func refresh() {
        guard loadFirstPage(isRefresh: true) else { return }
        loadBanners()
    }

    public func loadMore() {
        guard !isLoadingFirstPage, !isLoadingMore else { return }
        isLoadingMore = true
        load(page: nextPage) { [weak self] error in
            guard let self else { return }
            isLoadingMore = false
            if let error { toasts.append(error.message) }
        }
    }

    public func didShowToasts() {
        toasts.removeAll()
    }

    private func loadBanners() {
        bannerGeneration += 1
        let asked = bannerGeneration
        apiManager.fetchBanners { [weak self] result in
            guard let self, asked == bannerGeneration, case .success(let banners) = result else { return }
            self.banners = banners
        }
    }

    @discardableResult
    private func loadFirstPage(isRefresh: Bool) -> Bool {
        guard !isLoadingFirstPage else { return false }
        isLoadingFirstPage = true
        generation += 1
        load(page: 0) { [weak self] error in
            guard let self else { return }
            isLoadingFirstPage = false
            isLoadingMore = false
            showsHUD = false
            guard let error else { return }
            if isRefresh { toasts.append(error.message) } else { errorMessage = error.message }
        }
        return true
    }

    /// Asks for the page and shows it; `finish` gets the failure, or nil once the page shows.
    private func load(page: Int, finish: @escaping @MainActor (APIError?) -> Void) {
        let asked = generation
        apiManager.fetchGoods(page: page) { [weak self] result in
            guard let self, asked == generation else { return }
            switch result {
            case .failure(let error):
                finish(error)
            case .success(let goodsPage):
                let shown = goodsPage.goods.map(item(for:))
                if page == 0 { items = shown } else { items += shown }
                nextPage = page + 1
                errorMessage = nil
                isEmpty = items.isEmpty
                isFooterHidden = goodsPage.isLastPage
                finish(nil)
            }
        }
    }

    private func item(for goods: Goods) -> GoodsItemViewModel {
        if let item = itemsById[goods.goodsId] {
            item.update(goods)
            return item
        }
        let item = GoodsItemViewModel(goods: goods, apiManager: apiManager)
        item.didFailToLike = { [weak self] message in self?.toasts.append(message) }
        itemsById[goods.goodsId] = item
        return item
    }
}
