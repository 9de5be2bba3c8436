import Foundation
import HeadlessUIKit
import Shared

/// The blog module's V (the seed's `BlogViewController`, an object beside the table rather than
/// a screen): it binds the table to `BlogPresenter` and forwards pulls, scrolls and selections.
public final class BlogViewController: UITableViewDataSource, UITableViewDelegate, BlogView {
    private static let cellReuseIdentifier = "BlogCell"

    /// Set by the scene: what selecting a row opens.
    public var didSelectRowHandler: (@MainActor (Blog) -> Void)?

    private weak var tableView: UITableView?
    private let presenter: BlogPresenter

    public init(tableView: UITableView, presenter: BlogPresenter) {
        self.tableView = tableView
        self.presenter = presenter
        presenter.view = self
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(BlogCell.self, forCellReuseIdentifier: Self.cellReuseIdentifier)
        tableView.header = RefreshHeader { [weak self] in
            self?.presenter.refreshUserBlogs { [weak self] in self?.tableView?.header?.endRefreshing() }
        }
        tableView.footer = RefreshFooter { [weak self] in self?.presenter.loadMoreUserBlogs() }
        tableView.footer?.setTitle(presenter.noMoreDataText, for: .noMoreData)
    }

    public func fetchData(completion: (@MainActor () -> Void)?) {
        presenter.refreshUserBlogs(completion: completion)
    }

    // MARK: - BlogView

    public func blogPresenterDidReload() {
        tableView?.hideError()
        endFooterRefreshing()
        tableView?.reloadData()
    }

    public func blogPresenterDidFail(message: String) {
        tableView?.showError(message)
        endFooterRefreshing()
    }

    public func blogPresenterDidFailToLike(message: String) {
        tableView?.makeToast(message)
    }

    public func blogPresenterShowBlogDetail(_ blog: Blog) {
        didSelectRowHandler?(blog)
    }

    /// Every answer ends the footer's load, as the seed's `[tableView.footer endRefresh]`.
    private func endFooterRefreshing() {
        if presenter.hasMore {
            tableView?.footer?.endRefreshing()
        } else {
            tableView?.footer?.endRefreshingWithNoMoreData()
        }
    }

    // MARK: - UITableViewDataSource && Delegate

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.allDatas.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellReuseIdentifier, for: indexPath) as! BlogCell
        cell.presenter = presenter.allDatas[indexPath.row]
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.selectRow(at: indexPath.row)
    }
}
