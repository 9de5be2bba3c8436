import HeadlessUIKit
import Scenario
import Shared

/// The scene of either list: it makes the list's view model (the friends' or the follows', which
/// chooses the row implementation) and view, binds the HUD, says what an avatar opens, and starts
/// the list.
public final class UserListViewController: UIViewController {
    private let viewModel: UserListViewModel
    private let environment: FriendsEnvironment
    private let bindings = Bindings()
    private var listView: UserListView!

    init(title: String, viewModel: UserListViewModel, environment: FriendsEnvironment) {
        self.viewModel = viewModel
        self.environment = environment
        super.init()
        self.title = title
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        listView = UserListView(viewModel: viewModel)
        view.addSubview(listView)
        listView.onClickAvatarCommand = { [weak self] user in
            guard let self else { return }
            navigationController?.pushViewController(
                MVVMArchitecture.makeProfileScreen(userId: user.userId, environment: environment.profileEnvironment),
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
        listView.fetchData()
    }
}
