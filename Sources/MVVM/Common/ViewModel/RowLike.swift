import Shared

/// One row's like, as every list with likes keeps it beside its model (the profile's blogs, the
/// goods): whether the request is in flight, and whether the server accepted this screen's like,
/// which a page read before the answer cannot undo.
struct RowLike {
    private(set) var isLiking = false
    private var hasLiked = false

    func isEnabled(for item: some Likeable) -> Bool { !item.isLiked && !isLiking }

    mutating func willLike() {
        isLiking = true
    }

    /// The server accepted the like: it is counted on the item, unless the item already counts it.
    mutating func didLike(counting item: inout some Likeable) {
        isLiking = false
        hasLiked = true
        Self.count(&item)
    }

    mutating func didFailToLike() {
        isLiking = false
    }

    /// The server's newer copy of the item, from a refresh or a later page: an accepted like stays counted.
    func keepCounted(in item: inout some Likeable) {
        if hasLiked { Self.count(&item) }
    }

    private static func count(_ item: inout some Likeable) {
        guard !item.isLiked else { return }
        item.likeCount += 1
        item.isLiked = true
    }
}
