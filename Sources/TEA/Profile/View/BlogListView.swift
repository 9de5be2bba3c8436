import Foundation
import HeadlessUIKit
import Shared

/// The blog list module's view: it renders `BlogListState` (the table when the rows change, a
/// visible row in place when its look changes, the footer, the error view and the spinner) and
/// sends pulls, scrolls, selections and likes as messages.
public final class BlogListView: UIView, UITableViewDataSource, UITableViewDelegate {
    private static let cellReuseIdentifier = "BlogCell"

    public let tableView = UITableView(identifier: "blogList")
    public var send: (@MainActor (BlogListState.Message) -> Void)?
    /// The state the view shows, which each render compares the new one with.
    private var shown: BlogListState?

    public init() {
        super.init()
        addSubview(tableView)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(BlogCell.self, forCellReuseIdentifier: Self.cellReuseIdentifier)
        tableView.header = RefreshHeader { [weak self] in self?.send?(.refresh) }
        tableView.footer = RefreshFooter { [weak self] in self?.send?(.loadMore) }
    }

    public func render(_ state: BlogListState) {
        let old = shown
        shown = state
        if old == nil { tableView.footer?.setTitle(state.noMoreDataText, for: .noMoreData) }
        if let old, !state.blogs.hasSameRows(as: old.blogs) {
            tableView.reloadData()
        } else if let old, state.blogs != old.blogs {
            for indexPath in tableView.indexPathsForVisibleRows ?? [] {
                let row = state.row(at: indexPath.row)
                if let cell = tableView.cellForRow(at: indexPath) as? BlogCell, cell.row != row { cell.render(row) }
            }
        }
        // Every load that ends ends the footer's, as the seed's `[tableView.footer endRefresh]`.
        if !state.isLoading, let footer = tableView.footer, old?.isLoading != false || old?.hasMore != state.hasMore {
            if state.hasMore { footer.endRefreshing() } else { footer.endRefreshingWithNoMoreData() }
        }
        if state.errorMessage != old?.errorMessage {
            if let message = state.errorMessage { tableView.showError(message) } else { tableView.hideError() }
        }
        if !state.isRefreshing, old?.isRefreshing != false { tableView.header?.endRefreshing() }
    }

    // MARK: - UITableViewDataSource && Delegate

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shown?.blogs.count ?? 0
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellReuseIdentifier, for: indexPath)
        if let cell = cell as? BlogCell, let shown {
            cell.render(shown.row(at: indexPath.row))
            cell.send = { [weak self] in self?.send?($0) }
        }
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let shown else { return }
        send?(.select(blogId: shown.blogs.item(at: indexPath.row).id))
    }
}
