import HeadlessUIKit
import Scenario
import Shared

/// The scene (the seed's `UserViewController`): it lays out the modules (`addUI`), configures
/// them (`configuration`) and starts them (`fetchData`); each module manages itself.
public class UserViewController: UIViewController {
    let userId: Int
    let environment: ProfileEnvironment
    private var userInfoVC: UserInfoViewController!
    let blogTableView = UITableView(identifier: "blogList")
    private var blogTableViewHelper: BlogTableViewHelper!

    /// The seed's `instanceWithUserId:`: the own profile gets the `SelfViewController` subclass.
    public static func instance(userId: Int, environment: ProfileEnvironment) -> UserViewController {
        if userId == environment.loginUserId {
            SelfViewController(userId: userId, environment: environment)
        } else {
            UserViewController(userId: userId, environment: environment)
        }
    }

    init(userId: Int, environment: ProfileEnvironment) {
        self.userId = userId
        self.environment = environment
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        addUI()
        configuration()
        fetchData()
    }

    // MARK: - Utils(UserViewController)

    func addUI() {
        userInfoVC = UserInfoViewController(
            userId: userId, apiManager: environment.api,
            showsFollowButton: userId != environment.loginUserId)
        addChild(userInfoVC)
        view.addSubview(userInfoVC.view)
        userInfoVC.didMove(toParent: self)
        view.addSubview(blogTableView)
    }

    func configuration() {
        title = "用户详情"
        userInfoVC.vcGenerator = { UserDetailViewController(user: $0) }
        let friendsEnvironment = environment.friendsEnvironment
        userInfoVC.friendListGenerator = {
            MVCArchitecture.makeFriendListScreen(userId: $0, environment: friendsEnvironment)
        }
        userInfoVC.followListGenerator = {
            MVCArchitecture.makeFollowListScreen(userId: $0, environment: friendsEnvironment)
        }
        if environment.asksBeforeUnfollow {
            userInfoVC.unfollowConfirmation = { [weak self] proceed in self?.confirmUnfollow(proceed) }
        }
        blogTableViewHelper = BlogTableViewHelper(tableView: blogTableView, userId: userId, apiManager: environment.api)
        blogTableViewHelper.viewController = self
        blogTableViewHelper.vcGenerator = { BlogDetailViewController(blog: $0) }
    }

    func fetchData() {
        userInfoVC.fetchData()
        MBProgressHUD.showAdded(to: view, animated: true)
        blogTableViewHelper.fetchData { [weak self] in
            guard let self else { return }
            MBProgressHUD.hide(for: view, animated: true)
        }
    }

    /// The seed's SceneA asks before unfollowing; its SceneB leaves `unfollowConfirmation` unset.
    private func confirmUnfollow(_ proceed: @escaping @MainActor () -> Void) {
        let alert = UIAlertController(title: nil, message: "确定不再关注?", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "取消", style: .cancel))
        alert.addAction(UIAlertAction(title: "确定", style: .destructive) { _ in proceed() })
        present(alert, animated: true)
    }
}
