/// A cart row as `CartPresenter` formats it for the cell: the presenter, not the cell, decides
/// the texts and which buttons can be tapped.
public struct CartRow: Equatable, Sendable {
    public let itemId: Int
    public let name: String
    public let count: Int
    public let canAdd: Bool
    public let canReduce: Bool
    public let canDelete: Bool

    public var countText: String { "\(count)" }
}
