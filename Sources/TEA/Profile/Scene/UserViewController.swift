import HeadlessUIKit
import Scenario
import Shared

/// The scene and driver: it makes each module's store and view, lays the views out, shows the HUD
/// while the blog list's first load runs, and runs the commands that are the screen's (opening a
/// screen, a toast, the unfollow question if it is a scene that asks); the modules' requests go to
/// their effects.
public class UserViewController: UIViewController {
    let userId: Int
    let environment: ProfileEnvironment
    let rendering = Rendering()
    private var userInfoStore: Store<UserInfoState>!
    private var userInfoView: UserInfoView!
    private var blogListStore: Store<BlogListState>!
    private(set) var blogListView: BlogListView!

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
        let userInfo = UserInfoEffects(api: environment.api)
        userInfoStore = Store(UserInfoState(userId: userId, showsFollowButton: userId != environment.loginUserId)) {
            [weak self] command, send in
            switch command {
            case .confirmUnfollow: self?.confirmUnfollow { send(.unfollowConfirmed) }
            case .openUserDetail(let user): self?.open(UserDetailViewController(user: user))
            case .openFriendList(let userId):
                guard let self else { return }
                open(TEAArchitecture.makeFriendListScreen(userId: userId, environment: environment.friendsEnvironment))
            case .openFollowList(let userId):
                guard let self else { return }
                open(TEAArchitecture.makeFollowListScreen(userId: userId, environment: environment.friendsEnvironment))
            default: userInfo.run(command, send: send)
            }
        }
        let blogList = BlogListEffects(api: environment.api)
        blogListStore = Store(BlogListState(userId: userId)) { [weak self] command, send in
            switch command {
            case .toast(let text): self?.view.makeToast(text)
            case .openBlog(let blog): self?.open(BlogDetailViewController(blog: blog))
            default: blogList.run(command, send: send)
            }
        }
        userInfoView = UserInfoView(store: userInfoStore)
        blogListView = BlogListView(store: blogListStore)
        view.addSubview(userInfoView)
        view.addSubview(blogListView)
    }

    func configuration() {
        title = "用户详情"
        rendering.follow(
            self, { $0.blogListStore.state.isLoadingFirstPage },
            render: { scene, isLoading in
                if isLoading {
                    MBProgressHUD.showAdded(to: scene.view, animated: true)
                } else {
                    MBProgressHUD.hide(for: scene.view, animated: true)
                }
            })
    }

    func fetchData() {
        userInfoStore.send(.fetch)
        blogListStore.send(.fetch)
    }

    func open(_ screen: UIViewController) {
        navigationController?.pushViewController(screen, animated: true)
    }

    /// The seed's SceneA asks before unfollowing; its SceneB unfollows on the tap.
    private func confirmUnfollow(_ proceed: @escaping @MainActor () -> Void) {
        guard environment.asksBeforeUnfollow else { return proceed() }
        let alert = UIAlertController(title: nil, message: "确定不再关注?", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "取消", style: .cancel))
        alert.addAction(UIAlertAction(title: "确定", style: .destructive) { _ in proceed() })
        present(alert, animated: true)
    }
}
