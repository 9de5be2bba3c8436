import Foundation
import HeadlessUIKit
import Shared

/// The blog module's V: the table bound to `BlogViewModel`. Rows, footer, error and refresh state
/// follow the view model; pulls, scrolls and selections become its commands.
public final class BlogListView: UIView, UITableViewDataSource, UITableViewDelegate {
    private static let cellReuseIdentifier = "BlogCell"

    /// Set by the scene: what selecting a row opens.
    public var onSelectBlogCommand: (@MainActor (Blog) -> Void)?

    public let tableView = UITableView(identifier: "blogList")
    private let viewModel: BlogViewModel
    private let bindings = Bindings()

    public init(viewModel: BlogViewModel) {
        self.viewModel = viewModel
        super.init()
        addSubview(tableView)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(BlogCell.self, forCellReuseIdentifier: Self.cellReuseIdentifier)
        tableView.header = RefreshHeader { [weak self] in self?.viewModel.refreshUserBlogs() }
        tableView.footer = RefreshFooter { [weak self] in self?.viewModel.loadMoreUserBlogs() }
        tableView.footer?.setTitle(viewModel.noMoreDataText, for: .noMoreData)
        bind()
    }

    public func fetchData() {
        viewModel.fetchUserBlogs()
    }

    private func bind() {
        bindings.bindChanges(self, { $0.viewModel.cellViewModels }, to: { view, _ in view.tableView.reloadData() })
        bindings.bind(
            self, { ($0.viewModel.isLoading, $0.viewModel.hasMore) },
            to: { view, state in
                let (isLoading, hasMore) = state
                // Every load that ends ends the footer's, as the seed's `[tableView.footer endRefresh]`.
                guard !isLoading, let footer = view.tableView.footer else { return }
                if hasMore { footer.endRefreshing() } else { footer.endRefreshingWithNoMoreData() }
            })
        bindings.bind(
            self, { $0.viewModel.errorMessage },
            to: { view, message in
                if let message { view.tableView.showError(message) } else { view.tableView.hideError() }
            })
        bindings.bind(
            self, { $0.viewModel.toasts },
            to: { view, toasts in
                guard !toasts.isEmpty else { return }
                for message in toasts { view.makeToast(message) }
                view.viewModel.didShowToasts()
            })
        bindings.bind(
            self, { $0.viewModel.isRefreshing },
            to: { view, isRefreshing in
                if !isRefreshing { view.tableView.header?.endRefreshing() }
            })
    }

    // MARK: - UITableViewDataSource && Delegate

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.cellViewModels.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellReuseIdentifier, for: indexPath) as! BlogCell
        cell.viewModel = viewModel.cellViewModels[indexPath.row]
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        onSelectBlogCommand?(viewModel.cellViewModels[indexPath.row].blog)
    }
}
