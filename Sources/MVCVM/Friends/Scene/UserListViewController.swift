import HeadlessUIKit
import Scenario
import Shared

/// The scene of either list: it makes the list's view model (the friends' or the follows', which
/// chooses the row implementation), the layout-only view and its controller, binds the HUD, says
/// what an avatar opens, and starts the list.
public final class UserListViewController: UIViewController {
    private let environment: FriendsEnvironment
    private let viewModel: UserListViewModel
    private let userListController: UserListController
    private let bindings = Bindings()

    init(title: String, viewModel: UserListViewModel, environment: FriendsEnvironment) {
        self.environment = environment
        self.viewModel = viewModel
        userListController = UserListController(view: UserListView(), viewModel: viewModel)
        super.init()
        self.title = title
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(userListController.view)
        userListController.onClickAvatarCommand = { [weak self] user in
            guard let self else { return }
            navigationController?.pushViewController(
                MVCVMArchitecture.makeProfileScreen(userId: user.userId, environment: environment.profileEnvironment),
                animated: true)
        }
        bindings.bind(
            self, { $0.viewModel.isLoading },
            to: { scene, isLoading in
                if isLoading {
                    MBProgressHUD.showAdded(to: scene.view, animated: true)
                } else {
                    MBProgressHUD.hide(for: scene.view, animated: true)
                }
            })
        userListController.fetchData()
    }
}
