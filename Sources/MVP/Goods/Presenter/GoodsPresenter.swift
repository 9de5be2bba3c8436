import Shared

/// The home page's P: it loads the banners and the pages, keeps a row presenter per goods, guards
/// the paging rules (one load at a time, a refresh that wins over a load more) and tells its view
/// through `GoodsView`, which it knows by that protocol only.
@MainActor
public final class GoodsPresenter {
    public weak var view: (any GoodsView)?
    public private(set) var banners: [String] = []
    public private(set) var rows: [GoodsCellPresenter] = []
    public let emptyText = "暂无商品"
    private let apiManager: any GoodsAPIManager
    /// One row presenter per goods for the life of the screen, so that a refresh hands back the
    /// same row state (a like in flight) rather than a fresh one.
    private var cellPresenters: [Int: GoodsCellPresenter] = [:]
    private var nextPage = 0
    private var isLoading = false
    private var isLoadingFirstPage = false
    /// Counts first-page loads, so that a load more asked before the latest one is dropped.
    private var generation = 0
    /// Counts banner requests, so that banners asked before the latest request are dropped.
    private var bannerGeneration = 0

    public init(apiManager: any GoodsAPIManager) {
        self.apiManager = apiManager
    }

    public var isEmpty: Bool { rows.isEmpty }

    /// The first load, and a 重试: with the HUD until a first page ends, and the error view on failure.
    public func loadData() {
        view?.goodsPresenterDidStartLoading()
        loadFirstPage(isRefresh: false)
    }

    /// A pull to refresh: the banners and the first page again, unless a first page is in flight.
    public func refresh() {
        guard loadFirstPage(isRefresh: true) else { return }
        loadBanners()
    }

    public func loadBanners() {
        bannerGeneration += 1
        let asked = bannerGeneration
        apiManager.fetchBanners { [weak self] result in
            guard let self, asked == bannerGeneration, case .success(let banners) = result else { return }
            self.banners = banners
            view?.goodsPresenterDidLoadBanners()
        }
    }

    public func loadMore() {
        guard !isLoading else { return }
        load(page: nextPage) { [weak self] error in
            guard let error else { return }
            self?.view?.goodsPresenterDidFailToLoad(message: error.message)
        }
    }

    public func selectRow(at index: Int) {
        view?.goodsPresenterOpen(.detail(rows[index].goods))
    }

    @discardableResult
    private func loadFirstPage(isRefresh: Bool) -> Bool {
        guard !isLoadingFirstPage else { return false }
        isLoadingFirstPage = true
        generation += 1
        load(page: 0) { [weak self] error in
            guard let self else { return }
            isLoadingFirstPage = false
            view?.goodsPresenterDidEndLoading()
            guard let error else { return }
            if isRefresh {
                view?.goodsPresenterDidFailToLoad(message: error.message)
            } else {
                view?.goodsPresenterDidFail(message: error.message)
            }
        }
        return true
    }

    /// Asks for the page and shows it; `finish` gets the failure, or nil once the page shows.
    private func load(page: Int, finish: @escaping @MainActor (APIError?) -> Void) {
        let asked = generation
        isLoading = true
        apiManager.fetchGoods(page: page) { [weak self] result in
            guard let self, asked == generation else { return }
            isLoading = false
            switch result {
            case .failure(let error):
                finish(error)
            case .success(let goodsPage):
                let shown = goodsPage.goods.map(cellPresenter(for:))
                if page == 0 { rows = shown } else { rows += shown }
                nextPage = page + 1
                view?.goodsPresenterDidReload()
                finish(nil)
                view?.goodsPresenterDidConfigFooter(isLastPage: goodsPage.isLastPage)
            }
        }
    }

    private func cellPresenter(for goods: Goods) -> GoodsCellPresenter {
        if let cellPresenter = cellPresenters[goods.goodsId] {
            cellPresenter.update(goods)
            return cellPresenter
        }
        let cellPresenter = GoodsCellPresenter(goods: goods, apiManager: apiManager)
        cellPresenter.didFailToLikeHandler = { [weak self] message in
            self?.view?.goodsPresenterDidFailToLike(message: message)
        }
        cellPresenter.openHandler = { [weak self] destination in self?.view?.goodsPresenterOpen(destination) }
        cellPresenters[goods.goodsId] = cellPresenter
        return cellPresenter
    }
}
