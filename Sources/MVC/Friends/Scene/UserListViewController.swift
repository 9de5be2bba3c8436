import HeadlessUIKit
import Scenario
import Shared

/// The scene of either list: it lays out the table, hands it to the list's self-managing module
/// (the friends' or the follows' `UserTableViewHelper`), decides what an avatar opens, and shows
/// the HUD the module reports.
public final class UserListViewController: UIViewController {
    private let environment: FriendsEnvironment
    private let tableView = UITableView(identifier: "userList")
    private let tableViewHelper: UserTableViewHelper

    init(title: String, environment: FriendsEnvironment, makeHelper: (UITableView) -> UserTableViewHelper) {
        self.environment = environment
        tableViewHelper = makeHelper(tableView)
        super.init()
        self.title = title
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        let profileEnvironment = environment.profileEnvironment
        tableViewHelper.viewController = self
        tableViewHelper.avatarGenerator = {
            MVCArchitecture.makeProfileScreen(userId: $0.userId, environment: profileEnvironment)
        }
        tableViewHelper.loadingHandler = { [weak self] isLoading in
            guard let self else { return }
            if isLoading {
                MBProgressHUD.showAdded(to: view, animated: true)
            } else {
                MBProgressHUD.hide(for: view, animated: true)
            }
        }
        tableViewHelper.fetchData()
    }
}
