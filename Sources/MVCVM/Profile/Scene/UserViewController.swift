import HeadlessUIKit
import Scenario
import Shared

/// The scene: it makes each module's view model, layout-only view and controller, lays the views
/// out, binds what is the scene's own business (the HUD), asks the unfollow question if it is a
/// scene that asks, and starts the modules through their controllers.
public class UserViewController: UIViewController {
    let userId: Int
    let environment: ProfileEnvironment
    let bindings = Bindings()
    private var userInfoViewModel: UserInfoViewModel!
    private var userInfoController: UserInfoController!
    private var blogViewModel: BlogViewModel!
    private(set) var blogListController: BlogListController!

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
        userInfoViewModel = UserInfoViewModel(
            userId: userId, apiManager: environment.api,
            showsFollowButton: userId != environment.loginUserId)
        userInfoController = UserInfoController(view: UserInfoView(), viewModel: userInfoViewModel)
        blogViewModel = BlogViewModel(userId: userId, apiManager: environment.api)
        blogListController = BlogListController(view: BlogListView(), viewModel: blogViewModel)
        view.addSubview(userInfoController.view)
        view.addSubview(blogListController.view)
    }

    func configuration() {
        title = "用户详情"
        userInfoController.onClickIconCommand = { [weak self] user in
            self?.navigationController?.pushViewController(UserDetailViewController(user: user), animated: true)
        }
        userInfoController.onClickFriendListCommand = { [weak self] in
            guard let self else { return }
            navigationController?.pushViewController(
                MVCVMArchitecture.makeFriendListScreen(userId: userId, environment: environment.friendsEnvironment),
                animated: true)
        }
        userInfoController.onClickFollowListCommand = { [weak self] in
            guard let self else { return }
            navigationController?.pushViewController(
                MVCVMArchitecture.makeFollowListScreen(userId: userId, environment: environment.friendsEnvironment),
                animated: true)
        }
        blogListController.onSelectBlogCommand = { [weak self] blog in
            self?.navigationController?.pushViewController(BlogDetailViewController(blog: blog), animated: true)
        }
        bindings.bind(
            self, { $0.blogViewModel.isLoadingFirstPage },
            to: { scene, isLoading in
                if isLoading {
                    MBProgressHUD.showAdded(to: scene.view, animated: true)
                } else {
                    MBProgressHUD.hide(for: scene.view, animated: true)
                }
            })
        if environment.asksBeforeUnfollow {
            userInfoViewModel.unfollowConfirmation = { [weak self] proceed in self?.confirmUnfollow(proceed) }
        }
    }

    func fetchData() {
        userInfoController.fetchData()
        blogListController.fetchData()
    }

    /// The seed's SceneA asks before unfollowing; its SceneB leaves `unfollowConfirmation` unset.
    private func confirmUnfollow(_ proceed: @escaping @MainActor () -> Void) {
        let alert = UIAlertController(title: nil, message: "确定不再关注?", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "取消", style: .cancel))
        alert.addAction(UIAlertAction(title: "确定", style: .destructive) { _ in proceed() })
        present(alert, animated: true)
    }
}
