import Shared

/// One row of the cart as its cell shows it: the item's name and count as text, and which of its
/// buttons can be tapped. A value: the view model replaces it on every change.
public struct CartItemViewModel: Equatable, Sendable {
    public let itemId: Int
    public let name: String
    public fileprivate(set) var count: Int
    /// A change or a deletion of this row is in flight.
    public fileprivate(set) var isBusy = false
    /// Deleted on screen, the deletion still in flight: the row is hidden until the answer.
    public fileprivate(set) var isDeleting = false

    public init(_ item: CartItem) {
        itemId = item.id
        name = item.name
        count = item.count
    }

    public var countText: String { "\(count)" }
    public var canAdd: Bool { !isBusy && count < CartItem.maximumCount }
    public var canReduce: Bool { !isBusy && count > 1 }
    public var canDelete: Bool { !isBusy }

    /// The row with its count changed and the change in flight.
    func changing(to count: Int) -> Self {
        var row = self
        row.count = count
        row.isBusy = true
        return row
    }

    /// The row hidden while its deletion is in flight.
    func deleting() -> Self {
        var row = self
        row.isBusy = true
        row.isDeleting = true
        return row
    }

    /// The row once its request was answered, with the count it then has.
    func settled(count: Int) -> Self {
        var row = self
        row.count = count
        row.isBusy = false
        row.isDeleting = false
        return row
    }
}
