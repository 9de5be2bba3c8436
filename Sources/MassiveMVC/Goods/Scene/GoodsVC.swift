import Foundation
import HeadlessUIKit
import Scenario
import Shared

/// The goods home page as one view controller writes it: it fetches the banners and the pages,
/// keeps the goods with the likes in flight and the paging state, serves the table, sends the
/// likes, opens every row event and styles the bar, all in `GoodsVC`. It is what 004's view model
/// and sub-view-models take out of the controller.
public final class GoodsVC: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let environment: GoodsEnvironment
    private let api: any GoodsAPIManager
    private let tableView = UITableView(identifier: "goodsList")
    private let bannerView = UIView(identifier: "goodsList.banners")
    private let emptyLabel = UILabel(identifier: "goodsList.empty")
    private let topButton = UIButton(identifier: "goods.top")
    private var goods: [Goods] = []
    /// The rows that list each goods: a page can list again goods an earlier page did.
    private var rowsOfGoods: [Int: [Int]] = [:]
    private var likingGoodsIds: Set<Int> = []
    /// Goods whose like the server accepted: a page read before the like cannot undo it.
    private var likedGoodsIds: Set<Int> = []
    private var nextPage = 0
    private var isLoading = false
    private var isLoadingFirstPage = false
    /// Counts first-page loads, so that a load more asked before the latest one is dropped.
    private var generation = 0
    /// Counts banner requests, so that banners asked before the latest request are dropped.
    private var bannerGeneration = 0

    init(environment: GoodsEnvironment) {
        self.environment = environment
        api = environment.api
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "首页"
        bannerView.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 180)
        tableView.register(GoodsCell.self, forCellReuseIdentifier: "GoodsCell")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.tableHeaderView = bannerView
        tableView.header = RefreshHeader { [weak self] in self?.refresh() }
        tableView.footer = RefreshFooter { [weak self] in self?.loadMore() }
        tableView.footer?.isHidden = true
        emptyLabel.text = "暂无商品"
        emptyLabel.isHidden = true
        tableView.addSubview(emptyLabel)
        topButton.setImage(UIImage(named: "placeholderUserIcon"), for: .normal)
        topButton.addAction(
            UIAction { [weak self] _ in self?.tableView.setContentOffset(.zero, animated: true) }, for: .touchUpInside)
        view.addSubview(tableView)
        view.addSubview(topButton)
        scrollViewDidScroll(tableView)
        fetchBanners()
        firstFetch()
    }

    private func fetchBanners() {
        bannerGeneration += 1
        let asked = bannerGeneration
        api.fetchBanners { [weak self] result in
            guard let self, asked == bannerGeneration, case .success(let banners) = result else { return }
            for bannerView in bannerView.subviews { bannerView.removeFromSuperview() }
            for (index, banner) in banners.enumerated() {
                let imageView = UIImageView(identifier: "banner.\(index)")
                imageView.image = UIImage(named: banner)
                bannerView.addSubview(imageView)
            }
        }
    }

    private func firstFetch() {
        MBProgressHUD.showAdded(to: view, animated: true)
        fetchFirstPage(isRefresh: false)
    }

    private func refresh() {
        guard fetchFirstPage(isRefresh: true) else { return }
        fetchBanners()
    }

    @discardableResult
    private func fetchFirstPage(isRefresh: Bool) -> Bool {
        guard !isLoadingFirstPage else { return false }
        isLoadingFirstPage = true
        generation += 1
        fetchGoods(page: 0) { [weak self] error in
            guard let self else { return }
            isLoadingFirstPage = false
            MBProgressHUD.hide(for: view, animated: true)
            tableView.header?.endRefreshing()
            tableView.footer?.endRefreshing()
            guard let error else { return }
            if isRefresh {
                view.makeToast(error.message)
            } else {
                tableView.showError(error.message) { [weak self] in self?.firstFetch() }
            }
        }
        return true
    }

    private func loadMore() {
        guard !isLoading else { return }
        fetchGoods(page: nextPage) { [weak self] error in
            guard let self, let error else { return }
            tableView.footer?.endRefreshing()
            view.makeToast(error.message)
        }
    }

    private func fetchGoods(page: Int, finish: @escaping @MainActor (APIError?) -> Void) {
        let asked = generation
        isLoading = true
        api.fetchGoods(page: page) { [weak self] result in
            guard let self, asked == generation else { return }
            isLoading = false
            switch result {
            case .failure(let error):
                finish(error)
            case .success(let goodsPage):
                if page == 0 {
                    goods.removeAll()
                    rowsOfGoods.removeAll()
                }
                for item in goodsPage.goods {
                    var shown = item
                    if likedGoodsIds.contains(item.goodsId), !item.isLiked {
                        shown.likeCount += 1
                        shown.isLiked = true
                    }
                    rowsOfGoods[item.goodsId, default: []].append(goods.count)
                    goods.append(shown)
                    // Every row of the goods shows the newest copy the server sent.
                    for row in rowsOfGoods[item.goodsId] ?? [] { goods[row] = shown }
                }
                nextPage = page + 1
                tableView.hideError()
                tableView.reloadData()
                emptyLabel.isHidden = !goods.isEmpty
                finish(nil)
                tableView.footer?.endRefreshing()
                tableView.footer?.isHidden = goodsPage.isLastPage
            }
        }
    }

    /// The controller keeps the page as a flat array of models, and a cell's like comes with the
    /// row it was configured for, as `didSelectRowAtIndexPath` does.
    private func like(row: Int) {
        let goodsId = goods[row].goodsId
        guard !likingGoodsIds.contains(goodsId), !goods[row].isLiked else { return }
        likingGoodsIds.insert(goodsId)
        for cell in cellsShowing(goodsId) { cell.isLiking = true }
        api.likeGoods(goodsId: goodsId) { [weak self] result in
            guard let self else { return }
            likingGoodsIds.remove(goodsId)
            let cells = cellsShowing(goodsId)
            for cell in cells { cell.isLiking = false }
            switch result {
            case .success:
                likedGoodsIds.insert(goodsId)
                // The rows that list it now: a refresh may have moved it, or brought it back liked.
                for index in rowsOfGoods[goodsId] ?? [] where !goods[index].isLiked {
                    goods[index].likeCount += 1
                    goods[index].isLiked = true
                }
                if let row = rowsOfGoods[goodsId]?.first { for cell in cells { cell.goods = goods[row] } }
            case .failure:
                view.makeToast("点赞失败")
            }
        }
    }

    private func cellsShowing(_ goodsId: Int) -> [GoodsCell] {
        tableView.visibleCells.compactMap { $0 as? GoodsCell }.filter { $0.goods?.goodsId == goodsId }
    }

    private func open(_ screen: UIViewController) {
        navigationController?.pushViewController(screen, animated: true)
    }

    // MARK: - UITableViewDataSource, UITableViewDelegate

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        goods.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "GoodsCell", for: indexPath)
        if let cell = cell as? GoodsCell {
            let goods = goods[indexPath.row]
            cell.isLiking = likingGoodsIds.contains(goods.goodsId)
            cell.goods = goods
            cell.didClickLikeHandler = { [weak self] in self?.like(row: indexPath.row) }
            cell.didClickAvatarHandler = { [weak self] in
                guard let self else { return }
                open(
                    MassiveMVCArchitecture.makeProfileScreen(
                        userId: goods.userId, environment: environment.profileEnvironment))
            }
            cell.didClickLocationHandler = { [weak self] in self?.open(GoodsLocationViewController(goods: goods)) }
            cell.didClickCommentHandler = { [weak self] in self?.open(GoodsCommentsViewController(goods: goods)) }
        }
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        open(GoodsDetailViewController(goods: goods[indexPath.row]))
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let appearance = UINavigationBarAppearance()
        if scrollView.contentOffset.y > 0 {
            appearance.configureWithOpaqueBackground()
        } else {
            appearance.configureWithTransparentBackground()
        }
        navigationItem.standardAppearance = appearance
    }
}
