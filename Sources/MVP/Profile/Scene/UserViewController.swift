import HeadlessUIKit
import Scenario
import Shared

/// The scene: as in MVC it lays out, configures and starts three modules, but each is now a
/// presenter and the view controller that binds it.
public class UserViewController: UIViewController {
    let userId: Int
    let environment: ProfileEnvironment
    private var userInfoVC: UserInfoViewController!
    let blogTableView = UITableView(identifier: "blogList")
    private var blogViewController: BlogViewController!

    /// The own profile gets the `SelfViewController` subclass.
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

    func addUI() {
        let presenter = UserInfoPresenter(
            userId: userId, apiManager: environment.api,
            showsFollowButton: userId != environment.loginUserId)
        userInfoVC = UserInfoViewController(presenter: presenter)
        addChild(userInfoVC)
        view.addSubview(userInfoVC.view)
        userInfoVC.didMove(toParent: self)
        view.addSubview(blogTableView)
    }

    func configuration() {
        title = "用户详情"
        userInfoVC.didClickIconHandler = { [weak self] user in
            self?.navigationController?.pushViewController(UserDetailViewController(user: user), animated: true)
        }
        let friendsEnvironment = environment.friendsEnvironment
        userInfoVC.didClickFriendListHandler = { [weak self] userId in
            self?.navigationController?.pushViewController(
                MVPArchitecture.makeFriendListScreen(userId: userId, environment: friendsEnvironment), animated: true)
        }
        userInfoVC.didClickFollowListHandler = { [weak self] userId in
            self?.navigationController?.pushViewController(
                MVPArchitecture.makeFollowListScreen(userId: userId, environment: friendsEnvironment), animated: true)
        }
        if environment.asksBeforeUnfollow {
            userInfoVC.confirmUnfollowHandler = { [weak self] presenter in self?.confirmUnfollow(presenter) }
        }
        let blogPresenter = BlogPresenter(userId: userId, apiManager: environment.api)
        blogViewController = BlogViewController(tableView: blogTableView, presenter: blogPresenter)
        blogViewController.didSelectRowHandler = { [weak self] blog in
            self?.navigationController?.pushViewController(BlogDetailViewController(blog: blog), animated: true)
        }
    }

    func fetchData() {
        userInfoVC.fetchData()
        MBProgressHUD.showAdded(to: view, animated: true)
        blogViewController.fetchData { [weak self] in
            guard let self else { return }
            MBProgressHUD.hide(for: view, animated: true)
        }
    }

    /// The seed's SceneA asks before unfollowing, in the texts the presenter gives; its SceneB
    /// leaves `confirmUnfollowHandler` unset, and the view confirms at once.
    private func confirmUnfollow(_ presenter: UserInfoPresenter) {
        let alert = UIAlertController(title: nil, message: presenter.unfollowQuestion, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: presenter.cancelTitle, style: .cancel))
        alert.addAction(
            UIAlertAction(title: presenter.confirmTitle, style: .destructive) { [weak presenter] _ in
                presenter?.confirmUnfollow()
            })
        present(alert, animated: true)
    }
}
