import Shared

/// The items of a list with likes (the profile's blogs, the goods), in the order their pages came,
/// each found by its id at once, as TCA's `IdentifiedArray` finds it. An item a later page lists
/// again has two rows, and both show the newest copy the server sent. The likes are kept by item
/// and show on every row that lists it: in flight, or accepted from this screen, which a page read
/// before the answer cannot undo.
///
/// A page appends to rows that the states before it share, as Elm's persistent lists share their
/// tail: the scene keeps the state it shows, and a page costs its own rows, not a copy of the list.
public struct LikedList<Item: Identifiable & Likeable & Equatable>: Equatable {
    /// The rows of this list and of the lists it was appended from, each of which sees its first
    /// `count`.
    private final class Rows {
        var items: [Item] = []
        var firstRow: [Item.ID: Int] = [:]
        var newestRow: [Item.ID: Int] = [:]
    }

    private var rows = Rows()
    public private(set) var count = 0
    private var liking: Set<Item.ID> = []
    private var liked: Set<Item.ID> = []

    public init() {}

    /// The item of a row, its newest copy, with its like.
    public func item(at row: Int) -> Item {
        let newest = rows.newestRow[rows.items[row].id] ?? row
        return counted(rows.items[newest < count ? newest : row])
    }

    /// The item, as its rows show it; nil once it is off the list.
    public subscript(id id: Item.ID) -> Item? {
        guard let row = rows.firstRow[id], row < count else { return nil }
        return item(at: row)
    }

    /// The like button is on: the item is listed, not liked, and no like of it is in flight.
    public func isLikeEnabled(_ id: Item.ID) -> Bool { self[id: id].map(isLikeEnabled) ?? false }

    /// The like button of a listed item's row, as `item(at:)` gives it.
    public func isLikeEnabled(_ item: Item) -> Bool { !item.isLiked && !liking.contains(item.id) }

    /// Both list the same rows (the likes aside): a table drawn from one still shows the other.
    public func hasSameRows(as other: Self) -> Bool {
        count == other.count
            && (rows === other.rows || (0..<count).allSatisfy { rows.items[$0] == other.rows.items[$0] })
    }

    public mutating func replace(with page: [Item]) {
        rows = Rows()
        count = 0
        append(page)
    }

    public mutating func append(_ page: [Item]) {
        if rows.items.count != count { copyOwnRows() }
        for item in page {
            if rows.firstRow[item.id] == nil { rows.firstRow[item.id] = rows.items.count }
            rows.newestRow[item.id] = rows.items.count
            rows.items.append(item)
        }
        count = rows.items.count
    }

    public mutating func willLike(_ id: Item.ID) {
        liking.insert(id)
    }

    /// The server accepted the like: it counts on the item, wherever it is listed, from now on.
    public mutating func didLike(_ id: Item.ID) {
        liking.remove(id)
        liked.insert(id)
    }

    public mutating func didFailToLike(_ id: Item.ID) {
        liking.remove(id)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.hasSameRows(as: rhs) && lhs.liking == rhs.liking && lhs.liked == rhs.liked
    }

    /// An accepted like counts once, on the row its page sent and on the server's newer copy alike.
    private func counted(_ item: Item) -> Item {
        guard liked.contains(item.id), !item.isLiked else { return item }
        var item = item
        item.likeCount += 1
        item.isLiked = true
        return item
    }

    /// A list appended from after a later one was: it takes its own rows, and appends to those.
    private mutating func copyOwnRows() {
        let own = Array(rows.items[..<count])
        rows = Rows()
        count = 0
        append(own)
    }
}
