import Foundation
import HeadlessUIKit
import Scenario
import Shared

/// The home page's view: it lays out the header, the list, the footer and the floating button,
/// serves the table from the presenter's rows, does what the presenter tells it through
/// `GoodsView`, makes the screen of each destination, and styles the bar by the scroll offset.
public final class GoodsViewController: UIViewController, GoodsView, UITableViewDataSource, UITableViewDelegate {
    private let presenter: GoodsPresenter
    private let environment: GoodsEnvironment
    private let tableView = UITableView(identifier: "goodsList")
    private let bannerView = GoodsBannerView()
    private let emptyLabel = UILabel(identifier: "goodsList.empty")
    private let topButton = UIButton(identifier: "goods.top")

    public init(environment: GoodsEnvironment) {
        self.environment = environment
        presenter = GoodsPresenter(apiManager: environment.api)
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "首页"
        tableView.register(GoodsCell.self, forCellReuseIdentifier: GoodsCell.cellReuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.tableHeaderView = bannerView
        tableView.header = RefreshHeader { [weak self] in self?.presenter.refresh() }
        tableView.footer = RefreshFooter { [weak self] in self?.presenter.loadMore() }
        tableView.footer?.isHidden = true
        emptyLabel.text = presenter.emptyText
        emptyLabel.isHidden = true
        tableView.addSubview(emptyLabel)
        topButton.setImage(UIImage(named: "placeholderUserIcon"), for: .normal)
        topButton.addAction(
            UIAction { [weak self] _ in self?.tableView.setContentOffset(.zero, animated: true) }, for: .touchUpInside)
        view.addSubview(tableView)
        view.addSubview(topButton)
        styleNavigationBar(offset: 0)
        presenter.view = self
        presenter.loadBanners()
        presenter.loadData()
    }

    /// Transparent while the list is at its top, opaque once it has scrolled down.
    private func styleNavigationBar(offset: CGFloat) {
        let appearance = UINavigationBarAppearance()
        if offset > 0 {
            appearance.configureWithOpaqueBackground()
        } else {
            appearance.configureWithTransparentBackground()
        }
        navigationItem.standardAppearance = appearance
    }

    // MARK: - GoodsView

    public func goodsPresenterDidStartLoading() {
        MBProgressHUD.showAdded(to: view, animated: true)
    }

    public func goodsPresenterDidEndLoading() {
        MBProgressHUD.hide(for: view, animated: true)
        tableView.header?.endRefreshing()
        tableView.footer?.endRefreshing()
    }

    public func goodsPresenterDidLoadBanners() {
        bannerView.setBanners(presenter.banners)
    }

    public func goodsPresenterDidReload() {
        tableView.hideError()
        tableView.reloadData()
        emptyLabel.isHidden = !presenter.isEmpty
    }

    public func goodsPresenterDidConfigFooter(isLastPage: Bool) {
        tableView.footer?.endRefreshing()
        tableView.footer?.isHidden = isLastPage
    }

    public func goodsPresenterDidFail(message: String) {
        tableView.showError(message) { [weak self] in self?.presenter.loadData() }
    }

    public func goodsPresenterDidFailToLoad(message: String) {
        tableView.footer?.endRefreshing()
        view.makeToast(message)
    }

    public func goodsPresenterDidFailToLike(message: String) {
        view.makeToast(message)
    }

    public func goodsPresenterOpen(_ destination: GoodsDestination) {
        let screen: UIViewController =
            switch destination {
            case .detail(let goods): GoodsDetailViewController(goods: goods)
            case .profile(let userId):
                MVPArchitecture.makeProfileScreen(userId: userId, environment: environment.profileEnvironment)
            case .location(let goods): GoodsLocationViewController(goods: goods)
            case .comments(let goods): GoodsCommentsViewController(goods: goods)
            }
        navigationController?.pushViewController(screen, animated: true)
    }

    // MARK: - UITableViewDataSource, UITableViewDelegate

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.rows.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: GoodsCell.cellReuseIdentifier, for: indexPath)
        (cell as? GoodsCell)?.presenter = presenter.rows[indexPath.row]
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.selectRow(at: indexPath.row)
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        styleNavigationBar(offset: scrollView.contentOffset.y)
    }
}
