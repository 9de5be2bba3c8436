import Shared

/// 003's cart as one value: its rows, the load's state, the messages that change them and the
/// commands they ask for. `update` does what 003's presenter and view model do (a count up or
/// down at once, then sent, undone if the server refuses), and 003's `PresentDelegate` methods
/// are messages here: `.add`, `.reduce`, `.delete`, each naming its row by item.
public struct CartState: Program, Equatable {
    /// One item of the cart, with the change of it that is in flight.
    public struct Row: Equatable, Identifiable {
        public let id: Int
        public let name: String
        public var count: Int
        /// The count the server last accepted, which a refused change goes back to.
        public var settledCount: Int
        /// A change or a deletion of this row is in flight: its buttons are off.
        public var isBusy = false
        /// Its deletion is in flight: it is off the screen, and back if the deletion fails.
        public var isDeleting = false

        public var countText: String { "\(count)" }
        public var canAdd: Bool { !isBusy && count < CartItem.maximumCount }
        public var canReduce: Bool { !isBusy && count > 1 }
        public var canDelete: Bool { !isBusy }
    }

    public enum Message: Equatable {
        case load
        case loaded(Result<[CartItem], RequestError>)
        case add(itemId: Int)
        case reduce(itemId: Int)
        case delete(itemId: Int)
        case changed(itemId: Int, succeeded: Bool)
        case deleted(itemId: Int, succeeded: Bool)
    }

    public enum Command: Equatable {
        case fetchCart
        case updateCount(itemId: Int, count: Int)
        case deleteItem(itemId: Int)
        case toast(String)
    }

    /// Every item, those whose deletion is in flight included.
    public private(set) var items: [Row] = []
    public private(set) var isLoading = false
    public private(set) var errorMessage: String?
    public private(set) var hasLoaded = false

    public init() {}

    /// The rows on screen.
    public var rows: [Row] { items.filter { !$0.isDeleting } }
    public var totalText: String { "合计:\(rows.reduce(0) { $0 + $1.count })" }
    public var isEmpty: Bool { hasLoaded && rows.isEmpty }
    public let emptyText = "购物车是空的"

    public mutating func update(_ message: Message) -> [Command] {
        switch message {
        case .load:
            isLoading = true
            errorMessage = nil
            return [.fetchCart]
        case .loaded(.success(let cart)):
            isLoading = false
            hasLoaded = true
            items = cart.map { Row(id: $0.id, name: $0.name, count: $0.count, settledCount: $0.count) }
            return []
        case .loaded(.failure(let error)):
            isLoading = false
            errorMessage = error.message
            return []
        case .add(let itemId):
            guard let row = row(itemId), row.canAdd else { return [] }
            return change(row, to: row.count + 1)
        case .reduce(let itemId):
            guard let row = row(itemId), row.canReduce else { return [] }
            return change(row, to: row.count - 1)
        case .delete(let itemId):
            guard let row = row(itemId), row.canDelete else { return [] }
            edit(itemId) {
                $0.isBusy = true
                $0.isDeleting = true
            }
            return [.deleteItem(itemId: row.id)]
        case .changed(let itemId, let succeeded):
            edit(itemId) {
                $0.isBusy = false
                if succeeded { $0.settledCount = $0.count } else { $0.count = $0.settledCount }
            }
            return succeeded ? [] : [.toast("修改失败")]
        case .deleted(let itemId, true):
            items.removeAll { $0.id == itemId }
            return []
        case .deleted(let itemId, false):
            edit(itemId) {
                $0.isBusy = false
                $0.isDeleting = false
            }
            return [.toast("删除失败")]
        }
    }

    private func row(_ itemId: Int) -> Row? {
        items.first { $0.id == itemId }
    }

    private mutating func edit(_ itemId: Int, _ change: (inout Row) -> Void) {
        guard let index = items.firstIndex(where: { $0.id == itemId }) else { return }
        change(&items[index])
    }

    /// Shows the new count at once and sends it.
    private mutating func change(_ row: Row, to count: Int) -> [Command] {
        edit(row.id) {
            $0.isBusy = true
            $0.count = count
        }
        return [.updateCount(itemId: row.id, count: count)]
    }
}
