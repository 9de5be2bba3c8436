import Foundation
import HeadlessUIKit
import Scenario
import Shared

/// The home page's scene, 004's MVC controller composed as article 000's scenes: it lays out the
/// banner header and the list, hands each to its self-managing module (`GoodsBannerHelper`,
/// `GoodsTableViewHelper`), decides what a row's events open, shows the HUD the list reports, and
/// styles the bar by the offset the list reports.
public final class GoodsViewController: UIViewController {
    private let environment: GoodsEnvironment
    private let tableView = UITableView(identifier: "goodsList")
    private let bannerView = GoodsBannerView()
    private let topButton = UIButton(identifier: "goods.top")
    private let bannerHelper: GoodsBannerHelper
    private let tableViewHelper: GoodsTableViewHelper

    public init(environment: GoodsEnvironment) {
        self.environment = environment
        bannerHelper = GoodsBannerHelper(bannerView: bannerView, apiManager: environment.api)
        tableViewHelper = GoodsTableViewHelper(tableView: tableView, apiManager: environment.api)
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "首页"
        addUI()
        configuration()
        fetchData()
    }

    private func addUI() {
        tableView.tableHeaderView = bannerView
        topButton.setImage(UIImage(named: "placeholderUserIcon"), for: .normal)
        topButton.addAction(
            UIAction { [weak self] _ in self?.tableView.setContentOffset(.zero, animated: true) }, for: .touchUpInside)
        view.addSubview(tableView)
        view.addSubview(topButton)
        styleNavigationBar(offset: 0)
    }

    private func configuration() {
        let profileEnvironment = environment.profileEnvironment
        tableViewHelper.viewController = self
        tableViewHelper.goodsGenerator = { GoodsDetailViewController(goods: $0) }
        tableViewHelper.avatarGenerator = {
            MVCArchitecture.makeProfileScreen(userId: $0.userId, environment: profileEnvironment)
        }
        tableViewHelper.locationGenerator = { GoodsLocationViewController(goods: $0) }
        tableViewHelper.commentGenerator = { GoodsCommentsViewController(goods: $0) }
        tableViewHelper.refreshHandler = { [weak self] in self?.bannerHelper.fetchData() }
        tableViewHelper.didScrollHandler = { [weak self] offset in self?.styleNavigationBar(offset: offset) }
        tableViewHelper.loadingHandler = { [weak self] isLoading in
            guard let self else { return }
            if isLoading {
                MBProgressHUD.showAdded(to: view, animated: true)
            } else {
                MBProgressHUD.hide(for: view, animated: true)
            }
        }
    }

    private func fetchData() {
        bannerHelper.fetchData()
        tableViewHelper.fetchData()
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
}
