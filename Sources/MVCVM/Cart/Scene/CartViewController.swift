import HeadlessUIKit
import Scenario

/// The cart's scene: it makes the module's view model, layout-only view and controller, binds what
/// is the scene's own business (the HUD and the total in its navigation bar), and starts the module.
public final class CartViewController: UIViewController {
    private let viewModel: CartViewModel
    private let cartListController: CartListController
    private let bindings = Bindings()

    public init(environment: CartEnvironment) {
        viewModel = CartViewModel(apiManager: environment.api)
        cartListController = CartListController(view: CartListView(), viewModel: viewModel)
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "购物车"
        view.addSubview(cartListController.view)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: viewModel.totalText, style: .done)
        bindings.bind(
            self, { $0.viewModel.totalText },
            to: { scene, total in scene.navigationItem.rightBarButtonItem?.title = total })
        bindings.bind(
            self, { $0.viewModel.isLoading },
            to: { scene, isLoading in
                if isLoading {
                    MBProgressHUD.showAdded(to: scene.view, animated: true)
                } else {
                    MBProgressHUD.hide(for: scene.view, animated: true)
                }
            })
        cartListController.fetchData()
    }
}
