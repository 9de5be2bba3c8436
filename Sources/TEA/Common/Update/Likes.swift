import Shared

/// The likes of a list's rows, by item id, as every TEA list with likes keeps them beside its
/// items (the profile's blogs, the goods): which are in flight, and which the server accepted from
/// this screen, which a page read before the answer cannot undo.
public struct Likes: Equatable {
    private var liking: Set<Int> = []
    private var liked: Set<Int> = []

    public init() {}

    public func isEnabled(_ item: some Likeable, id: Int) -> Bool { !item.isLiked && !liking.contains(id) }

    public mutating func willLike(_ id: Int) {
        liking.insert(id)
    }

    /// The server accepted the like; `keepCounted` counts it on the item, wherever it is listed.
    public mutating func didLike(_ id: Int) {
        liking.remove(id)
        liked.insert(id)
    }

    public mutating func didFailToLike(_ id: Int) {
        liking.remove(id)
    }

    /// Counts an accepted like on the item, unless it counts it already: after the answer, and on
    /// the server's newer copy of the item from a refresh or a later page.
    public func keepCounted(_ id: Int, in item: inout some Likeable) {
        if liked.contains(id) { Self.count(&item) }
    }

    private static func count(_ item: inout some Likeable) {
        guard !item.isLiked else { return }
        item.likeCount += 1
        item.isLiked = true
    }
}
