/// Pull to refresh, shaped like MJRefresh's header the seed uses: a user's pull runs the block.
@MainActor
public final class RefreshHeader {
    public private(set) var isRefreshing = false
    private let refreshingBlock: @MainActor () -> Void

    public init(refreshingBlock: @escaping @MainActor () -> Void) {
        self.refreshingBlock = refreshingBlock
    }

    func beginRefreshing() {
        isRefreshing = true
        refreshingBlock()
    }

    public func endRefreshing() {
        isRefreshing = false
    }
}
