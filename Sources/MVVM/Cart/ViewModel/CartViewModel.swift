import Shared

/// 003's `MVVMViewModel`: it loads the cart, owns its rows and the total, and answers the rows'
/// buttons (the cells' delegate, as the seed's view model is). Like the seed's, it observes its
/// own data and calls back on every change (`initWithBlock`): the controller never asks for a
/// redraw. It knows no view type.
@MainActor
public final class CartViewModel: PresentDelegate {
    /// Everything the screen shows, changed as one value so that each change calls back once.
    public struct State: Equatable, Sendable {
        /// Every row, those whose deletion is in flight included (hidden).
        public var dataArray: [CartItemViewModel] = []
        public var isLoading = false
        public var errorMessage: String?
        public var hasLoaded = false
    }

    /// 003 observes `dataArray` (KVO) and calls `successBlock` on each change; here the observed
    /// value is the whole state.
    public private(set) var state = State() {
        didSet { successBlock?() }
    }
    private let apiManager: any CartAPIManager
    private var successBlock: (() -> Void)?
    private var failBlock: ((String) -> Void)?

    public init(apiManager: any CartAPIManager) {
        self.apiManager = apiManager
    }

    /// 003's `initWithBlock:fail:`: `success` runs after every change of the state, `fail` with
    /// the message of a change that failed and was undone.
    public func initWithBlock(_ success: @escaping () -> Void, fail: @escaping (String) -> Void) {
        successBlock = success
        failBlock = fail
    }

    /// The rows on screen.
    public var rows: [CartItemViewModel] { state.dataArray.filter { !$0.isDeleting } }

    /// 003's `total`: the sum of the counts on screen.
    public var total: Int { rows.reduce(0) { $0 + $1.count } }
    public var totalText: String { "合计:\(total)" }
    public var isEmpty: Bool { state.hasLoaded && rows.isEmpty }
    public let emptyText = "购物车是空的"

    public func loadData() {
        var loading = state
        loading.isLoading = true
        loading.errorMessage = nil
        state = loading
        apiManager.fetchCart { [weak self] result in
            guard let self else { return }
            var loaded = state
            loaded.isLoading = false
            switch result {
            case .success(let items):
                loaded.dataArray = items.map(CartItemViewModel.init)
                loaded.hasLoaded = true
            case .failure(let error):
                loaded.errorMessage = error.message
            }
            state = loaded
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
            case .success: state.dataArray.removeAll { $0.itemId == itemId }
            case .failure:
                replace(row.settled(count: row.count))
                failBlock?("删除失败")
            }
        }
    }

    // MARK: - Private

    private func row(_ itemId: Int) -> CartItemViewModel? {
        state.dataArray.first { $0.itemId == itemId }
    }

    private func replace(_ row: CartItemViewModel) {
        guard let index = state.dataArray.firstIndex(where: { $0.itemId == row.itemId }) else { return }
        state.dataArray[index] = row
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
