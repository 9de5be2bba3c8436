import Shared

/// The C of one cart row: it keeps the item and whether a request on it is in flight, and
/// formats the row for the cell.
@MainActor
public final class CartCellHelper {
    public private(set) var item: CartItem
    /// A change or a deletion of this row is in flight.
    public var isBusy = false

    public init(item: CartItem) {
        self.item = item
    }

    public var nameText: String { item.name }
    public var countText: String { "\(item.count)" }
    public var canAdd: Bool { !isBusy && item.count < CartItem.maximumCount }
    public var canReduce: Bool { !isBusy && item.count > 1 }
    public var canDelete: Bool { !isBusy }

    public func setCount(_ count: Int) {
        item.count = count
    }
}
