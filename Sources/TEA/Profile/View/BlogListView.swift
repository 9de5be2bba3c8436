import Foundation
import HeadlessUIKit
import Shared

/// The blog list module's view: the table, reloaded on each answer that changes the rows; the
/// footer, the error view and the spinner follow the state; pulls, scrolls and selections are
/// messages. A like redraws only its cell, which follows its own row.
public final class BlogListView: UIView, UITableViewDataSource, UITableViewDelegate {
    private static let cellReuseIdentifier = "BlogCell"

    public let tableView = UITableView(identifier: "blogList")
    private let store: Store<BlogListState>
    private let rendering = Rendering()

    public init(store: Store<BlogListState>) {
        self.store = store
        super.init()
        addSubview(tableView)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(BlogCell.self, forCellReuseIdentifier: Self.cellReuseIdentifier)
        tableView.header = RefreshHeader { [weak self] in self?.store.send(.refresh) }
        tableView.footer = RefreshFooter { [weak self] in self?.store.send(.loadMore) }
        tableView.footer?.setTitle(store.state.noMoreDataText, for: .noMoreData)
        render()
    }

    private func render() {
        rendering.followChanges(self, { $0.store.state.version }, render: { view, _ in view.tableView.reloadData() })
        rendering.follow(
            self, both: { ($0.store.state.isLoading, $0.store.state.hasMore) },
            render: { $0.renderFooter(isLoading: $1.0, hasMore: $1.1) })
        rendering.follow(self, { $0.store.state.errorMessage }, render: { $0.renderError($1) })
        rendering.follow(self, { $0.store.state.isRefreshing }, render: { $0.renderHeader(isRefreshing: $1) })
    }

    /// Every load that ends ends the footer's, as the seed's `[tableView.footer endRefresh]`.
    private func renderFooter(isLoading: Bool, hasMore: Bool) {
        guard !isLoading, let footer = tableView.footer else { return }
        if hasMore { footer.endRefreshing() } else { footer.endRefreshingWithNoMoreData() }
    }

    private func renderError(_ message: String?) {
        if let message { tableView.showError(message) } else { tableView.hideError() }
    }

    private func renderHeader(isRefreshing: Bool) {
        if !isRefreshing { tableView.header?.endRefreshing() }
    }

    // MARK: - UITableViewDataSource && Delegate

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.state.blogs.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellReuseIdentifier, for: indexPath)
        (cell as? BlogCell)?.shown = (store, store.state.blogs[indexPath.row].id)
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        store.send(.select(blogId: store.state.blogs[indexPath.row].id))
    }
}
