import Shared

/// 003's `MVVMViewModel`: it loads the cart, owns its rows and the total, and answers the rows'
/// buttons (the cells' delegate, as the seed's view model is). Like the seed's, it observes its
/// own data and calls back on every change (`initWithBlock`): the controller never asks for a
/// redraw. It knows no view type.
@MainActor
public final class CartViewModel: PresentDelegate {
    /// The load's own state: the HUD, the error view and whether an answer came. 003's demo has
    /// none of them; observed apart from `dataArray`, they never redraw the rows.
    public struct LoadState: Equatable, Sendable {
        public var isLoading = false
        public var errorMessage: String?
        public var hasLoaded = false
    }

    /// 003's `dataArray`, observed as the seed observes it (KVO): each change calls
    /// `successBlock`. It holds every row, those whose deletion is in flight included (hidden).
    public private(set) var dataArray: [CartItemViewModel] = [] {
        didSet { successBlock?() }
    }
    /// The rows on screen.
    public var rows: [CartItemViewModel] { dataArray.filter { !$0.isDeleting } }
    /// 003's `total`: the sum of the counts on screen.
    public var total: Int { rows.reduce(0) { $0 + $1.count } }
    public private(set) var loadState = LoadState() {
        didSet { loadStateBlock?() }
    }
    private let apiManager: any CartAPIManager
    private var successBlock: (() -> Void)?
    private var failBlock: ((String) -> Void)?
    private var loadStateBlock: (() -> Void)?

    public init(apiManager: any CartAPIManager) {
        self.apiManager = apiManager
    }

    /// 003's `initWithBlock:fail:`: `success` runs after every change of `dataArray`, `fail` with
    /// the message of a change that failed and was undone.
    public func initWithBlock(_ success: @escaping () -> Void, fail: @escaping (String) -> Void) {
        successBlock = success
        failBlock = fail
    }

    /// `block` runs after every change of the load's state (what the HUD and the error view show).
    public func observeLoadState(_ block: @escaping () -> Void) {
        loadStateBlock = block
    }

    public var totalText: String { "合计:\(total)" }
    public var isEmpty: Bool { loadState.hasLoaded && rows.isEmpty }
    public let emptyText = "购物车是空的"

    public func loadData() {
        var loading = loadState
        loading.isLoading = true
        loading.errorMessage = nil
        loadState = loading
        apiManager.fetchCart { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let items):
                loadState = LoadState(isLoading: false, errorMessage: nil, hasLoaded: true)
                dataArray = items.map(CartItemViewModel.init)
            case .failure(let error):
                var failed = loadState
                failed.isLoading = false
                failed.errorMessage = error.message
                loadState = failed
            }
        }
    }

    // MARK: - PresentDelegate

    public func didClickAddBtn(itemId: Int) {
        guard let row = row(itemId), row.canAdd else { return }
        change(row, to: row.count + 1)
    }

    public func didClickReduceBtn(itemId: Int) {
        guard let row = row(itemId), row.canReduce else { return }
        change(row, to: row.count - 1)
    }

    public func didClickDeleteBtn(itemId: Int) {
        guard let row = row(itemId), row.canDelete else { return }
        replace(row.deleting())
        apiManager.deleteCartItem(itemId: itemId) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success: dataArray.removeAll { $0.itemId == itemId }
            case .failure:
                replace(row.settled(count: row.count))
                failBlock?("删除失败")
            }
        }
    }

    // MARK: - Private

    private func row(_ itemId: Int) -> CartItemViewModel? {
        dataArray.first { $0.itemId == itemId }
    }

    private func replace(_ row: CartItemViewModel) {
        guard let index = dataArray.firstIndex(where: { $0.itemId == row.itemId }) else { return }
        dataArray[index] = row
    }

    /// Shows the new count at once, sends it, and undoes it if the server refuses.
    private func change(_ row: CartItemViewModel, to count: Int) {
        replace(row.changing(to: count))
        apiManager.updateCartItem(itemId: row.itemId, count: count) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success: replace(row.settled(count: count))
            case .failure:
                replace(row.settled(count: row.count))
                failBlock?("修改失败")
            }
        }
    }
}
