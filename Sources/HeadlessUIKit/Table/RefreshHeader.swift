/// Pull to refresh, as MJRefresh's header (`MJRefreshNormalHeader`): a user's pull runs the block
/// and leaves the header refreshing, its spinner turning, until `endRefreshing()`; a pull while it
/// refreshes does nothing.
@MainActor
public final class RefreshHeader {
    public private(set) var state = MJRefreshState.idle
    private let refreshingBlock: @MainActor () -> Void

    public init(refreshingBlock: @escaping @MainActor () -> Void) {
        self.refreshingBlock = refreshingBlock
    }

    public var isRefreshing: Bool { state == .refreshing }

    /// Refreshes as a pull does: runs the block, unless the header is refreshing already.
    public func beginRefreshing() {
        guard state != .refreshing else { return }
        state = .refreshing
        refreshingBlock()
    }

    public func endRefreshing() {
        state = .idle
    }
}
