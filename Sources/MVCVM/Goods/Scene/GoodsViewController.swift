import Foundation
import HeadlessUIKit
import Scenario
import Shared

/// The home page's scene: it makes the view model, the layout-only view and its controller, binds
/// what is the scene's own business (the HUD, and the bar's style by the offset the list reports),
/// makes the screen of each destination, and starts the module.
public final class GoodsViewController: UIViewController {
    private let environment: GoodsEnvironment
    private let viewModel: GoodsViewModel
    private let goodsListController: GoodsListController
    private let bindings = Bindings()

    public init(environment: GoodsEnvironment) {
        self.environment = environment
        viewModel = GoodsViewModel(apiManager: environment.api)
        goodsListController = GoodsListController(view: GoodsListView(), viewModel: viewModel)
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "首页"
        view.addSubview(goodsListController.view)
        styleNavigationBar(offset: 0)
        goodsListController.onScrollCommand = { [weak self] offset in self?.styleNavigationBar(offset: offset) }
        goodsListController.onOpenCommand = { [weak self] destination in self?.open(destination) }
        bindings.bind(
            self, { $0.viewModel.showsHUD },
            to: { scene, showsHUD in
                if showsHUD {
                    MBProgressHUD.showAdded(to: scene.view, animated: true)
                } else {
                    MBProgressHUD.hide(for: scene.view, animated: true)
                }
            })
        goodsListController.fetchData()
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

    private func open(_ destination: GoodsDestination) {
        let screen: UIViewController =
            switch destination {
            case .detail(let goods): GoodsDetailViewController(goods: goods)
            case .profile(let userId):
                MVCVMArchitecture.makeProfileScreen(userId: userId, environment: environment.profileEnvironment)
            case .location(let goods): GoodsLocationViewController(goods: goods)
            case .comments(let goods): GoodsCommentsViewController(goods: goods)
            }
        navigationController?.pushViewController(screen, animated: true)
    }
}
