/// The states of a refresh control, as MJRefresh names them (`MJRefreshState`); the kit keeps
/// the three an architecture's code can see (a user's pull in progress is not one of them).
public enum MJRefreshState: Sendable {
    /// Waiting for a pull, or for the list's end to come into view.
    case idle
    /// Its block ran and the control waits for `endRefreshing()`: it does not run the block again.
    case refreshing
    /// A footer told that the list has no more pages: it shows so and loads nothing until
    /// `resetNoMoreData()`.
    case noMoreData
}
