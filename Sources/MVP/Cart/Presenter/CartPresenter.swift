import Shared

/// 003's `Present`: it loads the cart, keeps the items (`dataArray`) and the total, and answers the
/// rows' buttons as their cells' delegate. After each change it tells its view to redraw
/// (`reloadDataForUI`): the seed's MVP, where every path that changes the data calls the view.
@MainActor
public final class CartPresenter: PresentDelegate {
    public weak var view: (any CartView)?
    /// The cart's items, those whose deletion is in flight included.
    public private(set) var dataArray: [CartItem] = []
    public let emptyText = "购物车是空的"
    /// Rows whose change or deletion is in flight.
    private var busyItemIds: Set<Int> = []
    /// Rows deleted on screen whose deletion is in flight: hidden, kept in place for an undo.
    private var deletingItemIds: Set<Int> = []
    private var hasLoaded = false
    private let apiManager: any CartAPIManager

    public init(apiManager: any CartAPIManager) {
        self.apiManager = apiManager
    }

    /// The rows on screen: every item but those whose deletion is in flight.
    public var rows: [CartRow] {
        visibleItems.map { item in
            let isBusy = busyItemIds.contains(item.id)
            return CartRow(
                itemId: item.id, name: item.name, count: item.count,
                canAdd: !isBusy && item.count < CartItem.maximumCount, canReduce: !isBusy && item.count > 1,
                canDelete: !isBusy)
        }
    }

    /// 003's `total`: the sum of the counts on screen.
    public var total: Int { visibleItems.reduce(0) { $0 + $1.count } }

    public var totalText: String { "合计:\(total)" }
    public var isEmpty: Bool { hasLoaded && rows.isEmpty }

    public func loadData() {
        view?.cartPresenterDidStartLoading()
        apiManager.fetchCart { [weak self] result in
            guard let self else { return }
            view?.cartPresenterDidEndLoading()
            switch result {
            case .success(let items):
                dataArray = items
                hasLoaded = true
                view?.reloadDataForUI()
            case .failure(let error):
                view?.cartPresenterDidFail(message: error.message)
            }
        }
    }

    // MARK: - PresentDelegate

    public func didClickAddBtn(itemId: Int) {
        guard let item = item(itemId), !busyItemIds.contains(itemId), item.count < CartItem.maximumCount
        else { return }
        change(item, to: item.count + 1)
    }

    public func didClickReduceBtn(itemId: Int) {
        guard let item = item(itemId), !busyItemIds.contains(itemId), item.count > 1 else { return }
        change(item, to: item.count - 1)
    }

    public func didClickDeleteBtn(itemId: Int) {
        guard item(itemId) != nil, !busyItemIds.contains(itemId) else { return }
        busyItemIds.insert(itemId)
        deletingItemIds.insert(itemId)
        view?.reloadDataForUI()
        apiManager.deleteCartItem(itemId: itemId) { [weak self] result in
            guard let self else { return }
            busyItemIds.remove(itemId)
            deletingItemIds.remove(itemId)
            switch result {
            case .success:
                dataArray.removeAll { $0.id == itemId }
                view?.reloadDataForUI()
            case .failure:
                view?.reloadDataForUI()
                view?.cartPresenterDidFailToChange(message: "删除失败")
            }
        }
    }

    // MARK: - Private

    private var visibleItems: [CartItem] {
        dataArray.filter { !deletingItemIds.contains($0.id) }
    }

    private func item(_ itemId: Int) -> CartItem? {
        dataArray.first { $0.id == itemId }
    }

    private func setCount(_ count: Int, of itemId: Int) {
        guard let index = dataArray.firstIndex(where: { $0.id == itemId }) else { return }
        dataArray[index].count = count
    }

    /// Shows the new count at once, sends it, and undoes it if the server refuses.
    private func change(_ item: CartItem, to count: Int) {
        busyItemIds.insert(item.id)
        setCount(count, of: item.id)
        view?.reloadDataForUI()
        apiManager.updateCartItem(itemId: item.id, count: count) { [weak self] result in
            guard let self else { return }
            busyItemIds.remove(item.id)
            switch result {
            case .success:
                view?.reloadDataForUI()
            case .failure:
                setCount(item.count, of: item.id)
                view?.reloadDataForUI()
                view?.cartPresenterDidFailToChange(message: "修改失败")
            }
        }
    }
}
