/// Load more, as MJRefresh's auto footer (`MJRefreshAutoNormalFooter`): the list's end coming into
/// view runs the block and leaves the footer refreshing until `endRefreshing()`, or
/// `endRefreshingWithNoMoreData()`, after which it loads nothing until `resetNoMoreData()`. Its
/// `stateLabel` reads the title set for its state.
@MainActor
public final class RefreshFooter: UIView {
    public private(set) var state = MJRefreshState.idle
    public let stateLabel = UILabel(identifier: "footer.text")
    private var titles: [MJRefreshState: String] = [:]
    private let refreshingBlock: @MainActor () -> Void

    public init(refreshingBlock: @escaping @MainActor () -> Void) {
        self.refreshingBlock = refreshingBlock
        super.init(identifier: "footer")
        addSubview(stateLabel)
    }

    public var isRefreshing: Bool { state == .refreshing }

    /// A hidden footer loads nothing when the list's end comes into view, and hiding it ends its
    /// refreshing, as MJRefresh's auto footer (`setHidden:` sets the idle state).
    public override var isHidden: Bool {
        didSet {
            if isHidden, !oldValue { change(to: .idle) }
        }
    }

    /// What the footer reads in a state, for example "没有更多了" for `.noMoreData`.
    public func setTitle(_ title: String?, for state: MJRefreshState) {
        titles[state] = title
        if state == self.state { stateLabel.text = title }
    }

    /// Loads more as the list's end coming into view does: runs the block, when the footer is idle.
    public func beginRefreshing() {
        guard state == .idle else { return }
        change(to: .refreshing)
        refreshingBlock()
    }

    public func endRefreshing() {
        change(to: .idle)
    }

    public func endRefreshingWithNoMoreData() {
        change(to: .noMoreData)
    }

    public func resetNoMoreData() {
        change(to: .idle)
    }

    /// As MJRefresh's `setState:`, a state set again changes nothing.
    private func change(to newState: MJRefreshState) {
        guard newState != state else { return }
        state = newState
        stateLabel.text = titles[newState]
    }
}
