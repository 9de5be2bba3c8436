import Foundation
import HeadlessUIKit
import Shared

/// The goods list's C, a self-managing table-view helper as article 000's `BlogTableViewHelper`: it
/// loads the first page, refreshes and loads more, hides the footer on the last page, serves the
/// table with a cell helper per row, and opens what a row's events lead to through the scene's
/// generators.
public final class GoodsTableViewHelper: UITableViewDataSource, UITableViewDelegate {
    private static let cellReuseIdentifier = "GoodsCell"

    /// Set by the scene: a first load or a 重试 started (true) or ended (false).
    public var loadingHandler: (@MainActor (Bool) -> Void)?
    /// Set by the scene: a pull to refresh was accepted, for the modules that refresh with the list.
    public var refreshHandler: (@MainActor () -> Void)?
    /// Set by the scene: called with the new offset each time the list scrolls.
    public var didScrollHandler: (@MainActor (CGFloat) -> Void)?
    /// Set by the scene: what selecting a row, its avatar, its location and its comments open.
    public var goodsGenerator: ViewControllerGenerator<Goods>?
    public var avatarGenerator: ViewControllerGenerator<Goods>?
    public var locationGenerator: ViewControllerGenerator<Goods>?
    public var commentGenerator: ViewControllerGenerator<Goods>?
    /// Set by the scene: the controller a row's event pushes from.
    public weak var viewController: UIViewController?

    private weak var tableView: UITableView?
    private let emptyLabel = UILabel(identifier: "goodsList.empty")
    private let apiManager: any GoodsAPIManager
    private var rows: [GoodsCellHelper] = []
    /// One cell helper per goods for the life of the module, so that a refresh hands back the same
    /// row state (a like in flight) rather than a fresh one.
    private var cellHelpers: [Int: GoodsCellHelper] = [:]
    private var nextPage = 0
    private var isLoading = false
    private var isLoadingFirstPage = false
    /// Counts first-page loads, so that a load more asked before the latest one is dropped.
    private var generation = 0

    public init(tableView: UITableView, apiManager: any GoodsAPIManager) {
        self.tableView = tableView
        self.apiManager = apiManager
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(GoodsCell.self, forCellReuseIdentifier: Self.cellReuseIdentifier)
        tableView.header = RefreshHeader { [weak self] in self?.refresh() }
        tableView.footer = RefreshFooter { [weak self] in self?.loadMore() }
        tableView.footer?.isHidden = true
        emptyLabel.text = "暂无商品"
        emptyLabel.isHidden = true
        tableView.addSubview(emptyLabel)
    }

    public func fetchData() {
        loadingHandler?(true)
        loadFirstPage(isRefresh: false)
    }

    private func refresh() {
        guard loadFirstPage(isRefresh: true) else { return }
        refreshHandler?()
    }

    @discardableResult
    private func loadFirstPage(isRefresh: Bool) -> Bool {
        guard !isLoadingFirstPage else { return false }
        isLoadingFirstPage = true
        generation += 1
        load(page: 0) { [weak self] error in
            guard let self else { return }
            isLoadingFirstPage = false
            loadingHandler?(false)
            tableView?.header?.endRefreshing()
            tableView?.footer?.endRefreshing()
            guard let error else { return }
            if isRefresh {
                tableView?.makeToast(error.message)
            } else {
                tableView?.showError(error.message) { [weak self] in self?.fetchData() }
            }
        }
        return true
    }

    private func loadMore() {
        guard !isLoading else { return }
        load(page: nextPage) { [weak self] error in
            guard let error else { return }
            self?.tableView?.footer?.endRefreshing()
            self?.tableView?.makeToast(error.message)
        }
    }

    /// Asks for the page and shows it; `finish` gets the failure, or nil once the page shows.
    private func load(page: Int, finish: @escaping @MainActor (APIError?) -> Void) {
        let asked = generation
        isLoading = true
        apiManager.fetchGoods(page: page) { [weak self] result in
            guard let self, asked == generation else { return }
            isLoading = false
            switch result {
            case .failure(let error):
                finish(error)
            case .success(let goodsPage):
                let shown = goodsPage.goods.map(cellHelper(for:))
                if page == 0 { rows = shown } else { rows += shown }
                nextPage = page + 1
                tableView?.hideError()
                tableView?.reloadData()
                emptyLabel.isHidden = !rows.isEmpty
                finish(nil)
                tableView?.footer?.endRefreshing()
                tableView?.footer?.isHidden = goodsPage.isLastPage
            }
        }
    }

    private func cellHelper(for goods: Goods) -> GoodsCellHelper {
        if let cellHelper = cellHelpers[goods.goodsId] {
            cellHelper.update(goods)
            return cellHelper
        }
        let cellHelper = GoodsCellHelper(goods: goods)
        cellHelpers[goods.goodsId] = cellHelper
        return cellHelper
    }

    private func open(_ generator: ViewControllerGenerator<Goods>?, _ cellHelper: GoodsCellHelper?) {
        guard let generator, let cellHelper else { return }
        viewController?.navigationController?.pushViewController(generator(cellHelper.goods), animated: true)
    }

    /// Redraws the like of every cell that shows the goods now: only the visible rows can, and a page
    /// may list the goods again.
    private func redrawLike(of cellHelper: GoodsCellHelper) {
        guard let tableView else { return }
        for indexPath in tableView.indexPathsForVisibleRows ?? [] where rows[indexPath.row] === cellHelper {
            guard let cell = tableView.cellForRow(at: indexPath) as? GoodsCell else { continue }
            cell.likeText = cellHelper.likeText
            cell.isLikeEnabled = cellHelper.isLikeEnabled
        }
    }

    // MARK: - UITableViewDataSource && Delegate

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellReuseIdentifier, for: indexPath) as! GoodsCell
        let cellHelper = rows[indexPath.row]
        cell.apiManager = apiManager
        cell.goodsId = cellHelper.goodsId
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
        cell.avatarHandler = { [weak self, weak cellHelper] in self?.open(self?.avatarGenerator, cellHelper) }
        cell.locationHandler = { [weak self, weak cellHelper] in self?.open(self?.locationGenerator, cellHelper) }
        cell.commentHandler = { [weak self, weak cellHelper] in self?.open(self?.commentGenerator, cellHelper) }
        cell.avatarName = cellHelper.avatarName
        cell.nickNameText = cellHelper.nickNameText
        cell.isVerified = cellHelper.isVerified
        cell.userIdText = cellHelper.userIdText
        cell.priceText = cellHelper.priceText
        cell.freightText = cellHelper.freightText
        cell.titleText = cellHelper.titleText
        cell.locationText = cellHelper.locationText
        cell.likeText = cellHelper.likeText
        cell.isLikeEnabled = cellHelper.isLikeEnabled
        cell.commentText = cellHelper.commentText
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        open(goodsGenerator, rows[indexPath.row])
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        didScrollHandler?(scrollView.contentOffset.y)
    }
}
