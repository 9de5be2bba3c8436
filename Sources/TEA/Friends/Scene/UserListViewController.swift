import HeadlessUIKit
import Scenario
import Shared

/// The driver of either list: it makes the list's store (the friends' or the follows', whose
/// effects chose the row implementation) and view, shows the HUD while the list loads, and runs
/// the commands that are the screen's (a toast, opening a profile).
public final class UserListViewController<Row: UserRow>: UIViewController {
    private let environment: FriendsEnvironment
    private let effects: UserListEffects<Row>
    private let userId: Int
    private var store: Store<UserListState<Row>>!
    private var listView: UserListView<Row>!
    private let rendering = Rendering()

    init(userId: Int, effects: UserListEffects<Row>, environment: FriendsEnvironment) {
        self.userId = userId
        self.effects = effects
        self.environment = environment
        super.init()
        title = Row.title
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let effects = effects
        store = Store(UserListState(userId: userId, loginUserId: environment.loginUserId)) {
            [weak self] command, send in
            switch command {
            case .toast(let text): self?.view.makeToast(text)
            case .openProfile(let userId):
                guard let self else { return }
                navigationController?.pushViewController(
                    TEAArchitecture.makeProfileScreen(userId: userId, environment: environment.profileEnvironment),
                    animated: true)
            default: effects.run(command, send: send)
            }
        }
        listView = UserListView(store: store)
        view.addSubview(listView)
        rendering.follow(
            self, { $0.store.state.isLoading },
            render: { scene, isLoading in
                if isLoading {
                    MBProgressHUD.showAdded(to: scene.view, animated: true)
                } else {
                    MBProgressHUD.hide(for: scene.view, animated: true)
                }
            })
        store.send(.fetch)
    }
}
