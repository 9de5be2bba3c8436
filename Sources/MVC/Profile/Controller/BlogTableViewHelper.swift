import Foundation
import HeadlessUIKit
import Shared

/// The blog module's C (the seed's `BlogTableViewHelper`): it owns the table's data and answers
/// it, loads pages on refresh and load more, and shows the module's errors.
public final class BlogTableViewHelper: UITableViewDataSource, UITableViewDelegate {
    private static let cellReuseIdentifier = "BlogCell"

    /// Set by the scene: what selecting a row opens.
    public var vcGenerator: ViewControllerGenerator<Blog>?
    /// Set by the scene: the controller a selection pushes from. Its navigation controller is read
    /// at the tap, since the scene's view (and so this helper) can be made before it is pushed.
    public weak var viewController: UIViewController?

    private weak var tableView: UITableView?
    private let userId: Int
    private let apiManager: any UserAPIManager
    private var blogs: [BlogCellHelper] = []
    /// One cell helper per blog for the life of the module, so that a refresh or a later page
    /// hands back the same row state (a like in flight) rather than a fresh one.
    private var cellHelpers: [Int: BlogCellHelper] = [:]
    private var nextPage = 0
    private var hasMore = true
    private var isLoading = false
    /// Counts refreshes, so that a page asked for before the latest refresh is dropped.
    private var refreshGeneration = 0

    public init(tableView: UITableView, userId: Int, apiManager: any UserAPIManager) {
        self.tableView = tableView
        self.userId = userId
        self.apiManager = apiManager
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(BlogCell.self, forCellReuseIdentifier: Self.cellReuseIdentifier)
        tableView.header = RefreshHeader { [weak self] in self?.refresh(completion: nil) }
        tableView.footer = RefreshFooter { [weak self] in self?.loadMore() }
        tableView.footer?.setTitle("没有更多了", for: .noMoreData)
    }

    public func fetchData(completion: (@MainActor () -> Void)?) {
        refresh(completion: completion)
    }

    // MARK: - UITableViewDataSource && Delegate

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        blogs.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellReuseIdentifier, for: indexPath) as! BlogCell
        let cellHelper = blogs[indexPath.row]
        cell.apiManager = apiManager
        cell.blogId = cellHelper.blogId
        cell.willLikeHandler = { [weak self, weak cellHelper] in
            guard let self, let cellHelper else { return }
            cellHelper.willLike()
            redrawLike(of: cellHelper)
        }
        cell.didLikeHandler = { [weak self, weak cellHelper] in
            guard let self, let cellHelper else { return }
            cellHelper.didLike()
            redrawLike(of: cellHelper)
        }
        cell.didFailToLikeHandler = { [weak self, weak cellHelper] in
            guard let self, let cellHelper else { return }
            cellHelper.didFailToLike()
            redrawLike(of: cellHelper)
            self.tableView?.makeToast("点赞失败")
        }
        cell.titleText = cellHelper.titleText
        cell.authorText = cellHelper.authorText
        cell.likeCountText = cellHelper.likeCountText
        cell.isLikeEnabled = cellHelper.isLikeEnabled
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let vcGenerator else { return }
        viewController?.navigationController?.pushViewController(vcGenerator(blogs[indexPath.row].blog), animated: true)
    }

    // MARK: - Utils

    private func refresh(completion: (@MainActor () -> Void)?) {
        refreshGeneration += 1
        let generation = refreshGeneration
        isLoading = true
        apiManager.fetchUserBlogs(userId: userId, page: 0) { [weak self] result in
            guard let self else { return }
            defer { completion?() }
            guard generation == refreshGeneration else { return }
            tableView?.header?.endRefreshing()
            show(result, page: 0)
        }
    }

    private func loadMore() {
        guard hasMore, !isLoading else { return }
        let generation = refreshGeneration
        let page = nextPage
        isLoading = true
        apiManager.fetchUserBlogs(userId: userId, page: page) { [weak self] result in
            guard let self, generation == refreshGeneration else { return }
            show(result, page: page)
        }
    }

    /// Redraws the like of every cell that shows the blog now: only the visible rows can, and a page
    /// may list the blog again.
    private func redrawLike(of cellHelper: BlogCellHelper) {
        guard let tableView else { return }
        for indexPath in tableView.indexPathsForVisibleRows ?? [] where blogs[indexPath.row] === cellHelper {
            guard let cell = tableView.cellForRow(at: indexPath) as? BlogCell else { continue }
            cell.likeCountText = cellHelper.likeCountText
            cell.isLikeEnabled = cellHelper.isLikeEnabled
        }
    }

    private func cellHelper(for blog: Blog) -> BlogCellHelper {
        if let cellHelper = cellHelpers[blog.id] {
            cellHelper.update(blog)
            return cellHelper
        }
        let cellHelper = BlogCellHelper(blog: blog)
        cellHelpers[blog.id] = cellHelper
        return cellHelper
    }

    private func show(_ result: Result<BlogPage, APIError>, page: Int) {
        isLoading = false
        defer {
            // Every answer ends the footer's load, as the seed's `[tableView.footer endRefresh]`.
            if hasMore { tableView?.footer?.endRefreshing() } else { tableView?.footer?.endRefreshingWithNoMoreData() }
        }
        switch result {
        case .failure(let error):
            tableView?.showError(error.message)
        case .success(let blogPage):
            tableView?.hideError()
            if page == 0 { blogs.removeAll() }
            blogs += blogPage.blogs.map(cellHelper(for:))
            nextPage = page + 1
            hasMore = blogPage.hasMore
            tableView?.reloadData()
        }
    }
}
