import HeadlessUIKit
import Scenario
import Shared

/// The scene: it makes each module's view model, layout-only view and controller, lays the views
/// out, binds what is the scene's own business (the HUD, the unfollow question) and starts the
/// modules through their controllers.
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
        blogListController.didSelectBlogCommand = { [weak self] blog in
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
        bindings.bind(
            self, { $0.userInfoViewModel.unfollowPrompt },
            to: { scene, prompt in
                if let prompt { scene.ask(prompt) }
            })
    }

    func fetchData() {
        userInfoController.fetchData()
        blogListController.fetchData()
    }

    /// This scene asks before unfollowing; the answer goes back to the view model as a command.
    private func ask(_ prompt: UnfollowPrompt) {
        let alert = UIAlertController(title: nil, message: prompt.question, preferredStyle: .alert)
        alert.addAction(
            UIAlertAction(title: prompt.cancelTitle, style: .cancel) { [weak self] _ in
                self?.userInfoViewModel.cancelUnfollow()
            })
        alert.addAction(
            UIAlertAction(title: prompt.confirmTitle, style: .destructive) { [weak self] _ in
                self?.userInfoViewModel.confirmUnfollow()
            })
        present(alert, animated: true)
    }
}
