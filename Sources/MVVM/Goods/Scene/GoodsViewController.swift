import Foundation
import HeadlessUIKit
import Scenario
import Shared

/// 004's home page controller: it calls the view model's loads with blocks and, in them, configures
/// the header, the cells and the footer from `banners` and `dataSource`; it handles the screen's UI
/// logic, the bar's style by the scroll offset and the way back to the top (004: the controller
/// "負責View和ViewModel之間的綁定和常規的UI邏輯處理"). It sends no request and formats nothing.
public final class GoodsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let viewModel: GoodsViewModel
    private let environment: GoodsEnvironment
    private let tableView = UITableView(identifier: "goodsList")
    private let headerView = GoodsBannerView()
    private let emptyLabel = UILabel(identifier: "goodsList.empty")
    private let topButton = UIButton(identifier: "goods.top")

    public init(environment: GoodsEnvironment) {
        self.environment = environment
        viewModel = GoodsViewModel(apiManager: environment.api)
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "首页"
        setUpTableView()
        setUpNavigationBar(isOpaque: false)
        viewModel.didFailToLike = { [weak self] message in self?.view.makeToast(message) }
        MBProgressHUD.showAdded(to: view, animated: true)
        loadBannerData()
        loadData(isRefresh: false)
    }

    private func setUpTableView() {
        tableView.register(GoodsCell.self, forCellReuseIdentifier: GoodsCell.cellReuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.tableHeaderView = headerView
        tableView.header = RefreshHeader { [weak self] in self?.refresh() }
        tableView.footer = RefreshFooter { [weak self] in self?.loadMoreData() }
        tableView.footer?.isHidden = true
        emptyLabel.text = "暂无商品"
        emptyLabel.isHidden = true
        tableView.addSubview(emptyLabel)
        topButton.setImage(UIImage(named: "placeholderUserIcon"), for: .normal)
        topButton.addAction(
            UIAction { [weak self] _ in self?.tableView.setContentOffset(.zero, animated: true) }, for: .touchUpInside)
        view.addSubview(tableView)
        view.addSubview(topButton)
    }

    private func setUpNavigationBar(isOpaque: Bool) {
        let appearance = UINavigationBarAppearance()
        if isOpaque {
            appearance.configureWithOpaqueBackground()
        } else {
            appearance.configureWithTransparentBackground()
        }
        navigationItem.standardAppearance = appearance
    }

    private func refresh() {
        guard loadData(isRefresh: true) else { return }
        loadBannerData()
    }

    private func loadBannerData() {
        viewModel.loadBannerData(
            { [weak self] _ in
                guard let self else { return }
                headerView.bindViewModel(viewModel)
            }, failure: { _ in })
    }

    @discardableResult
    private func loadData(isRefresh: Bool) -> Bool {
        viewModel.loadData(
            { [weak self] in
                guard let self else { return }
                endLoading()
                tableView.hideError()
                tableView.reloadData()
                emptyLabel.isHidden = !viewModel.dataSource.isEmpty
            },
            failure: { [weak self] error in
                guard let self else { return }
                endLoading()
                if isRefresh {
                    view.makeToast(error.message)
                } else {
                    tableView.showError(error.message) { [weak self] in self?.retry() }
                }
            },
            configFooter: { [weak self] isLastPage in self?.configFooter(isLastPage) })
    }

    private func retry() {
        MBProgressHUD.showAdded(to: view, animated: true)
        loadData(isRefresh: false)
    }

    private func loadMoreData() {
        viewModel.loadMoreData(
            { [weak self] in self?.tableView.reloadData() },
            failure: { [weak self] error in
                self?.tableView.footer?.endRefreshing()
                self?.view.makeToast(error.message)
            },
            configFooter: { [weak self] isLastPage in self?.configFooter(isLastPage) })
    }

    /// Whatever first page ends, the HUD, the spinner and a load more it overtook end with it.
    private func endLoading() {
        MBProgressHUD.hide(for: view, animated: true)
        tableView.header?.endRefreshing()
        tableView.footer?.endRefreshing()
    }

    /// 004's `configFooter`: "lastPage = YES ,底部刷新控件hidden,反之,show".
    private func configFooter(_ isLastPage: Bool) {
        tableView.footer?.endRefreshing()
        tableView.footer?.isHidden = isLastPage
    }

    private func open(_ screen: UIViewController) {
        navigationController?.pushViewController(screen, animated: true)
    }

    // MARK: - UITableViewDataSource, UITableViewDelegate

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.dataSource.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: GoodsCell.cellReuseIdentifier, for: indexPath)
        if let cell = cell as? GoodsCell {
            cell.bindViewModel(viewModel.dataSource[indexPath.row])
            cell.onClickAvatarCommand = { [weak self] item in
                guard let self else { return }
                open(
                    MVVMArchitecture.makeProfileScreen(
                        userId: item.goods.userId, environment: environment.profileEnvironment))
            }
            cell.onClickLocationCommand = { [weak self] item in
                self?.open(GoodsLocationViewController(goods: item.goods))
            }
            cell.onClickCommentCommand = { [weak self] item in
                self?.open(GoodsCommentsViewController(goods: item.goods))
            }
        }
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        open(GoodsDetailViewController(goods: viewModel.dataSource[indexPath.row].goods))
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        setUpNavigationBar(isOpaque: scrollView.contentOffset.y > 0)
    }
}
