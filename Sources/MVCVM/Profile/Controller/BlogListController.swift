import Foundation
import HeadlessUIKit
import Shared

/// The blog module's C: it fills the layout-only `BlogListView` from `BlogViewModel`. Rows,
/// footer, error, toasts and refresh state are bound here; pulls, scrolls and selections become
/// the view model's commands; each cell gets a `BlogCellController` of its own.
public final class BlogListController: UITableViewDataSource, UITableViewDelegate {
    private static let cellReuseIdentifier = "BlogCell"

    /// Set by the scene: what selecting a row opens.
    public var onSelectBlogCommand: (@MainActor (Blog) -> Void)?

    public let view: BlogListView
    private let viewModel: BlogViewModel
    private let bindings = Bindings()
    /// One controller per cell the table made; a reused cell keeps its controller.
    private var cellControllers: [ObjectIdentifier: BlogCellController] = [:]

    public init(view: BlogListView, viewModel: BlogViewModel) {
        self.view = view
        self.viewModel = viewModel
        view.tableView.dataSource = self
        view.tableView.delegate = self
        view.tableView.register(BlogCell.self, forCellReuseIdentifier: Self.cellReuseIdentifier)
        view.tableView.header = RefreshHeader { [weak self] in self?.viewModel.refreshUserBlogs() }
        view.tableView.footer = RefreshFooter { [weak self] in self?.viewModel.loadMoreUserBlogs() }
        view.tableView.footer?.setTitle(viewModel.noMoreDataText, for: .noMoreData)
        bind()
    }

    public func fetchData() {
        viewModel.fetchUserBlogs()
    }

    private func bind() {
        bindings.bindChanges(
            self, { $0.viewModel.cellViewModels }, to: { controller, _ in controller.view.tableView.reloadData() })
        bindings.bind(
            self, { ($0.viewModel.isLoading, $0.viewModel.hasMore) },
            to: { controller, state in
                let (isLoading, hasMore) = state
                // Every load that ends ends the footer's, as the seed's `[tableView.footer endRefresh]`.
                guard !isLoading, let footer = controller.view.tableView.footer else { return }
                if hasMore { footer.endRefreshing() } else { footer.endRefreshingWithNoMoreData() }
            })
        bindings.bind(
            self, { $0.viewModel.errorMessage },
            to: { controller, message in
                if let message {
                    controller.view.tableView.showError(message)
                } else {
                    controller.view.tableView.hideError()
                }
            })
        bindings.bind(
            self, { $0.viewModel.toasts },
            to: { controller, toasts in
                guard !toasts.isEmpty else { return }
                for message in toasts { controller.view.makeToast(message) }
                controller.viewModel.didShowToasts()
            })
        bindings.bind(
            self, { $0.viewModel.isRefreshing },
            to: { controller, isRefreshing in
                if !isRefreshing { controller.view.tableView.header?.endRefreshing() }
            })
    }

    // MARK: - UITableViewDataSource && Delegate

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.cellViewModels.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellReuseIdentifier, for: indexPath) as! BlogCell
        let controller = cellControllers[ObjectIdentifier(cell)] ?? BlogCellController(cell: cell)
        cellControllers[ObjectIdentifier(cell)] = controller
        controller.viewModel = viewModel.cellViewModels[indexPath.row]
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        onSelectBlogCommand?(viewModel.cellViewModels[indexPath.row].blog)
    }
}
