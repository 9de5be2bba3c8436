import Observation
import Shared

/// The cart's VM: it loads the cart, owns its rows, derives the total from them, and answers the
/// rows' commands. Its state is observable; it knows no view type and calls no one back.
@MainActor
@Observable
public final class CartViewModel {
    // MARK: Outputs

    /// Every row, those whose deletion is in flight included (hidden).
    public private(set) var dataArray: [CartItemViewModel] = []
    public private(set) var isLoading = false
    public private(set) var errorMessage: String?
    /// Messages of changes that failed and were undone, until the controller has put them on screen.
    public private(set) var toasts: [String] = []
    private var hasLoaded = false
    public let emptyText = "购物车是空的"

    /// The rows on screen, observed through `dataArray`: every change of the array redraws them.
    public var rows: [CartItemViewModel] { dataArray.filter { !$0.isDeleting } }
    /// The sum of the counts on screen.
    public var totalText: String { "合计:\(rows.reduce(0) { $0 + $1.count })" }
    public var isEmpty: Bool { hasLoaded && rows.isEmpty }

    @ObservationIgnored private let apiManager: any CartAPIManager

    public init(apiManager: any CartAPIManager) {
        self.apiManager = apiManager
    }

    // MARK: Inputs

    public func fetchCart() {
        isLoading = true
        errorMessage = nil
        apiManager.fetchCart { [weak self] result in
            guard let self else { return }
            isLoading = false
            switch result {
            case .success(let items):
                dataArray = items.map(CartItemViewModel.init)
                hasLoaded = true
            case .failure(let error):
                errorMessage = error.message
            }
        }
    }

    public func add(itemId: Int) {
        guard let row = row(itemId), row.canAdd else { return }
        change(row, to: row.count + 1)
    }

    public func reduce(itemId: Int) {
        guard let row = row(itemId), row.canReduce else { return }
        change(row, to: row.count - 1)
    }

    public func delete(itemId: Int) {
        guard let row = row(itemId), row.canDelete else { return }
        replace(row.deleting())
        apiManager.deleteCartItem(itemId: itemId) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success: dataArray.removeAll { $0.itemId == itemId }
            case .failure:
                replace(row.settled(count: row.count))
                toasts.append("删除失败")
            }
        }
    }

    public func didShowToasts() {
        toasts.removeAll()
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
                toasts.append("修改失败")
            }
        }
    }
}
