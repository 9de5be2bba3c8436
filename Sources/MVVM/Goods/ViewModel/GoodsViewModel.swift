import Shared

/// 004's `SUGoodsViewModel1`, the home page's view model: the read-only `banners` and a
/// `dataSource` of sub-view-models, one per row, loaded through block callbacks rather than
/// observed state (004: "通過block回調減輕view 對 viewModel 的狀態的監聽"). It keeps the paging rules:
/// one load at a time, a refresh that wins over a load more, and each goods' row state for the life
/// of the screen.
@MainActor
public final class GoodsViewModel {
    // MARK: Outputs

    /// 004: `@property (nonatomic, readonly, copy) NSArray <NSString *> *banners;`
    public private(set) var banners: [String] = []
    /// 004's `dataSource`, read-only here: the controller reads it, only the view model changes it.
    public private(set) var dataSource: [GoodsItemViewModel] = []
    /// Called with "点赞失败" when a row's like fails, whether or not a cell shows the row.
    public var didFailToLike: (@MainActor (String) -> Void)?

    private let apiManager: any GoodsAPIManager
    private var nextPage = 0
    private var isLoading = false
    private var isLoadingFirstPage = false
    /// Counts first-page loads, so that a load more asked before the latest one is dropped.
    private var generation = 0
    /// Counts banner requests, so that banners asked before the latest request are dropped.
    private var bannerGeneration = 0
    /// One sub-view-model per goods for the life of the screen, so that a refresh hands back the
    /// same row state (a like in flight) rather than a fresh one.
    private var itemsById: [Int: GoodsItemViewModel] = [:]

    public init(apiManager: any GoodsAPIManager) {
        self.apiManager = apiManager
    }

    // MARK: Inputs

    /// 004's `loadBannerData:failure:`.
    public func loadBannerData(
        _ success: @escaping @MainActor ([String]) -> Void, failure: @escaping @MainActor (APIError) -> Void
    ) {
        bannerGeneration += 1
        let asked = bannerGeneration
        apiManager.fetchBanners { [weak self] result in
            guard let self, asked == bannerGeneration else { return }
            switch result {
            case .success(let banners):
                self.banners = banners
                success(banners)
            case .failure(let error):
                failure(error)
            }
        }
    }

    /// 004's `loadData:failure:configFooter:` for the first page: the first load, a 重试 or a
    /// refresh. Asks nothing, and returns false, while another first page is in flight.
    @discardableResult
    public func loadData(
        _ success: @escaping @MainActor () -> Void, failure: @escaping @MainActor (APIError) -> Void,
        configFooter: @escaping @MainActor (_ isLastPage: Bool) -> Void
    ) -> Bool {
        guard !isLoadingFirstPage else { return false }
        isLoadingFirstPage = true
        generation += 1
        load(page: 0, success, failure: failure, configFooter: configFooter)
        return true
    }

    /// The same for the next page; asks nothing while any load is in flight.
    public func loadMoreData(
        _ success: @escaping @MainActor () -> Void, failure: @escaping @MainActor (APIError) -> Void,
        configFooter: @escaping @MainActor (_ isLastPage: Bool) -> Void
    ) {
        guard !isLoading else { return }
        load(page: nextPage, success, failure: failure, configFooter: configFooter)
    }

    private func load(
        page: Int, _ success: @escaping @MainActor () -> Void, failure: @escaping @MainActor (APIError) -> Void,
        configFooter: @escaping @MainActor (Bool) -> Void
    ) {
        let asked = generation
        isLoading = true
        apiManager.fetchGoods(page: page) { [weak self] result in
            guard let self, asked == generation else { return }
            isLoading = false
            if page == 0 { isLoadingFirstPage = false }
            switch result {
            case .success(let goodsPage):
                let items = goodsPage.goods.map(item(for:))
                if page == 0 { dataSource = items } else { dataSource.append(contentsOf: items) }
                nextPage = page + 1
                success()
                configFooter(goodsPage.isLastPage)
            case .failure(let error):
                failure(error)
            }
        }
    }

    private func item(for goods: Goods) -> GoodsItemViewModel {
        if let item = itemsById[goods.goodsId] {
            item.update(goods)
            return item
        }
        let item = GoodsItemViewModel(goods: goods, apiManager: apiManager)
        item.didFailToLike = { [weak self] message in self?.didFailToLike?(message) }
        itemsById[goods.goodsId] = item
        return item
    }
}
