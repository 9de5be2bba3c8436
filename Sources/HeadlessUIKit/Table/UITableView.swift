import Foundation

/// A one-section table view that behaves as UIKit's does where it matters for architecture:
/// it asks its data source lazily, only for the rows in its visible window, reuses cells,
/// and redraws only what `reloadData()` or `reloadRows(at:)` tell it to. It scrolls a row at a
/// time: its content offset is the top of the window's first row, below the header view. With
/// ``estimatedRowHeight`` 0 it asks every row's height on each reload, as UIKit does.
@MainActor
public final class UITableView: UIScrollView {
    /// How many rows the visible window holds.
    public static let windowHeight = 10

    /// How a reload animates, as in UIKit; the kit does not animate.
    public enum RowAnimation: Sendable {
        case fade, right, left, top, bottom, none, middle, automatic
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row, as in UIKit.
    public enum ScrollPosition: Sendable {
        case none, top, middle, bottom
    }

    public weak var dataSource: (any UITableViewDataSource)?
    public weak var delegate: (any UITableViewDelegate)?
    public var header: RefreshHeader?
    public var footer: RefreshFooter? {
        didSet {
            oldValue?.removeFromSuperview()
            if let footer { addSubview(footer) }
        }
    }
    /// The view above the rows, as tall as its frame: it scrolls away with the first row.
    public var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
        }
    }

    public private(set) var numberOfRows = 0
    public private(set) var firstVisibleRow = 0
    /// The height of a row whose delegate does not give one, UIKit's 44 points.
    public var rowHeight: CGFloat = 44
    /// UIKit's default: rows' heights are estimated, and the delegate is asked a row's height only
    /// when the row comes into the window. Set to 0, as 002 does, the table asks the height of
    /// every row on each `reloadData()`, each `reloadRows(at:)` and each closing `endUpdates()`,
    /// as UIKit does when estimates are off; it keeps those heights while the rows scroll.
    public var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// UIKit's `UITableView.automaticDimension`.
    public static let automaticDimension: CGFloat = -1
    private var cellsByRow: [Int: UITableViewCell] = [:]
    private var rowOffsets = RowOffsets()
    private var openUpdates = 0
    /// Rows reloaded inside a batch of updates, redrawn when the batch closes.
    private var pendingReloads: [IndexPath] = []
    private var reusePool: [UITableViewCell] = []
    private var cellClasses: [String: UITableViewCell.Type] = [:]
    private var work = UIWork()

    public override var ownWork: UIWork {
        reusePool.reduce(work) { $0 + $1.uiWork }
    }

    public var visibleRows: Range<Int> {
        firstVisibleRow..<min(firstVisibleRow + Self.windowHeight, numberOfRows)
    }

    /// The cells the window shows now, top to bottom.
    public var visibleCells: [UITableViewCell] {
        visibleRows.compactMap { cellsByRow[$0] }
    }

    public var indexPathsForVisibleRows: [IndexPath]? {
        visibleRows.map { IndexPath(row: $0, section: 0) }
    }

    /// The top of the window's first row in the content: zero while the first row shows, the
    /// header's height plus the rows above otherwise. Setting it moves the window to the row at
    /// that point (the offset then snaps to that row's top), and tells the delegate.
    public override var contentOffset: CGPoint {
        get {
            guard firstVisibleRow > 0 else { return .zero }
            let header = tableHeaderView?.frame.height ?? 0
            return CGPoint(x: 0, y: header + rectForRow(at: IndexPath(row: firstVisibleRow, section: 0)).minY)
        }
        set {
            let header = tableHeaderView?.frame.height ?? 0
            let row = rowOffsets.row(at: newValue.y - header, estimate: rowHeight)
            moveWindow(to: newValue.y <= 0 ? 0 : row ?? 0)
        }
    }

    public func numberOfRows(inSection section: Int) -> Int {
        numberOfRows
    }

    public func register(_ cellClass: UITableViewCell.Type, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let index = reusePool.firstIndex(where: { $0.reuseIdentifier == identifier }) {
            let cell = reusePool.remove(at: index)
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = cellClasses[identifier] else {
            preconditionFailure("no cell class registered for \(identifier)")
        }
        return cellClass.init(style: .default, reuseIdentifier: identifier)
    }

    /// The cell shown for a row, or nil when the row is outside the visible window or the table
    /// has no such index path (another section), as in UIKit.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        indexPath.section == 0 ? cellsByRow[indexPath.row] : nil
    }

    /// The row's rectangle: its height as the delegate gave it when the row was last in the window,
    /// or ``rowHeight`` for a row that has not been there since the last reload (UIKit estimates
    /// those). Rows are laid out from the top, without headers or insets.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        CGRect(
            x: 0, y: rowOffsets.top(of: min(indexPath.row, numberOfRows), estimate: rowHeight),
            width: UIScreen.main.bounds.width, height: rowOffsets.height(of: indexPath.row) ?? rowHeight)
    }

    public func reloadData() {
        work.fullReloads += 1
        numberOfRows = dataSource?.tableView(self, numberOfRowsInSection: 0) ?? 0
        let first = firstVisibleRow
        firstVisibleRow = max(0, min(firstVisibleRow, numberOfRows - Self.windowHeight))
        rowOffsets = RowOffsets(rows: numberOfRows)
        askEveryHeightWithoutEstimates()
        for row in cellsByRow.keys.sorted() { recycle(row) }
        for row in visibleRows { configure(row) }
        if firstVisibleRow != first { delegate?.scrollViewDidScroll(self) }
    }

    /// Opens a batch of updates, as UIKit's; every `beginUpdates()` needs its `endUpdates()`. The
    /// rows reloaded inside the batch are redrawn when the last `endUpdates()` closes it, as in
    /// UIKit, so a batch left open redraws nothing.
    public func beginUpdates() {
        openUpdates += 1
    }

    public func endUpdates() {
        precondition(openUpdates > 0, "endUpdates() without beginUpdates()")
        openUpdates -= 1
        guard openUpdates == 0 else { return }
        let reloads = pendingReloads
        pendingReloads = []
        reloadRows(at: reloads, with: .none)
    }

    /// Moves the window so the row shows at the position: `.bottom` makes it the window's last row,
    /// `.top` its first, `.middle` its middle one, `.none` the least move that shows it. As in UIKit,
    /// the list does not move past its ends, and a row that does not exist is an error.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        requireRow(indexPath, "scroll to")
        let row = indexPath.row
        let first: Int
        switch scrollPosition {
        case .top: first = row
        case .middle: first = row - Self.windowHeight / 2
        case .bottom: first = row - Self.windowHeight + 1
        case .none:
            first =
                visibleRows.contains(row) ? firstVisibleRow : row < firstVisibleRow ? row : row - Self.windowHeight + 1
        }
        moveWindow(to: first)
    }

    /// Redraws the rows in the window; as in UIKit, an index path the table does not have (another
    /// section, or a row past those it last loaded) is an error.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        for indexPath in indexPaths { requireRow(indexPath, "reload") }
        guard openUpdates == 0 else {
            pendingReloads += indexPaths
            return
        }
        askEveryHeightWithoutEstimates()
        for indexPath in indexPaths where visibleRows.contains(indexPath.row) {
            work.rowsReloaded += 1
            recycle(indexPath.row)
            configure(indexPath.row)
        }
    }

    /// UIKit raises an `NSInternalInconsistencyException` for an index path outside the table: the
    /// kit's table has one section, of the rows it last loaded.
    private func requireRow(_ indexPath: IndexPath, _ action: String) {
        precondition(
            indexPath.section == 0 && (0..<numberOfRows).contains(indexPath.row),
            "attempt to \(action) row \(indexPath.row) of section \(indexPath.section), "
                + "but the table has 1 section of \(numberOfRows) rows")
    }

    // MARK: - What a user does

    /// A user's pull down at the top of the list.
    public func pullToRefresh() {
        guard isVisibleOnScreen else { return }
        header?.beginRefreshing()
    }

    /// A user's scroll until the row is in the window; reaching the last row runs the footer.
    public func scroll(toRow row: Int) {
        guard isVisibleOnScreen, numberOfRows > 0 else { return }
        let target = max(0, min(row, numberOfRows - 1))
        if !visibleRows.contains(target) {
            moveWindow(to: target < firstVisibleRow ? target : target - Self.windowHeight + 1)
        }
        if target == numberOfRows - 1 { footerLoadsMore() }
    }

    /// A user's scroll to the end of the list. On a list with no rows it is an upward drag, which
    /// runs the footer as MJRefresh's auto footer does on a list shorter than the screen.
    public func scrollToBottom() {
        if numberOfRows == 0, isVisibleOnScreen { footerLoadsMore() }
        scroll(toRow: numberOfRows - 1)
    }

    /// A user's tap on a visible row.
    public func selectRow(_ row: Int) {
        guard isVisibleOnScreen, visibleRows.contains(row) else { return }
        delegate?.tableView(self, didSelectRowAt: IndexPath(row: row, section: 0))
    }

    // MARK: - Private

    /// Moves the window; a move tells the delegate, as UIKit tells it of every change of the offset.
    private func moveWindow(to first: Int) {
        let before = firstVisibleRow
        firstVisibleRow = max(0, min(first, numberOfRows - Self.windowHeight))
        for row in cellsByRow.keys.sorted() where !visibleRows.contains(row) { recycle(row) }
        for row in visibleRows where cellsByRow[row] == nil { configure(row) }
        if firstVisibleRow != before { delegate?.scrollViewDidScroll(self) }
    }

    /// The list's end came into view: a footer loads more, unless it is hidden (MJRefresh's
    /// components ignore the scroll while hidden).
    private func footerLoadsMore() {
        guard let footer, !footer.isHidden else { return }
        footer.beginRefreshing()
    }

    /// Without estimates (``estimatedRowHeight`` 0) UIKit lays out every row before it draws any.
    private func askEveryHeightWithoutEstimates() {
        guard estimatedRowHeight == 0 else { return }
        for row in 0..<numberOfRows { askHeight(of: row) }
    }

    private func askHeight(of row: Int) {
        rowOffsets.setHeight(
            delegate?.tableView(self, heightForRowAt: IndexPath(row: row, section: 0)) ?? rowHeight, of: row)
    }

    private func configure(_ row: Int) {
        guard let dataSource else { return }
        let indexPath = IndexPath(row: row, section: 0)
        if estimatedRowHeight != 0 || rowOffsets.height(of: row) == nil { askHeight(of: row) }
        work.cellsConfigured += 1
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        cellsByRow[row] = cell
        addSubview(cell)
    }

    private func recycle(_ row: Int) {
        guard let cell = cellsByRow.removeValue(forKey: row) else { return }
        cell.removeFromSuperview()
        reusePool.append(cell)
    }
}
