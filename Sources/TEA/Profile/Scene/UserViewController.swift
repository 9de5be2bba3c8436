import HeadlessUIKit
import Scenario
import Shared

/// The scene and driver: it makes the profile's store and its modules' views, lays the views out,
/// renders each module's state into its view and the HUD while the blog list's first load runs, and
/// runs every command: the modules' requests, opening a screen, a toast, and the unfollow question
/// if it is a scene that asks.
public class UserViewController: UIViewController {
    let userId: Int
    let environment: ProfileEnvironment
    private(set) lazy var store = Store(ProfileState(userId: userId, loginUserId: environment.loginUserId)) {
        [weak self] command, send in self?.run(command, send: send)
    }
    private let userInfoView = UserInfoView()
    let blogListView = BlogListView()
    /// The state the screen shows, which each render compares the new one with.
    private var shown: ProfileState?

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
        store.render { [weak self] in self?.render($0) }
        store.send(.load)
    }

    func addUI() {
        userInfoView.send = { [weak self] in self?.store.send(.userInfo($0)) }
        blogListView.send = { [weak self] in self?.store.send(.blogList($0)) }
        view.addSubview(userInfoView)
        view.addSubview(blogListView)
    }

    func configuration() {
        title = "用户详情"
    }

    private func render(_ state: ProfileState) {
        let old = shown
        shown = state
        render(state, old: old)
    }

    /// Draws what changed between the state shown and the new one.
    func render(_ state: ProfileState, old: ProfileState?) {
        // A module whose state did not change draws nothing, as Elm's lazy views skip a subtree.
        if state.userInfo != old?.userInfo { userInfoView.render(state.userInfo) }
        if state.blogList != old?.blogList { blogListView.render(state.blogList) }
        if state.blogList.isLoadingFirstPage != old?.blogList.isLoadingFirstPage {
            if state.blogList.isLoadingFirstPage {
                MBProgressHUD.showAdded(to: view, animated: true)
            } else {
                MBProgressHUD.hide(for: view, animated: true)
            }
        }
    }

    /// The commands: the modules' requests, answered as messages, and the screen's own.
    private func run(_ command: ProfileState.Command, send: @escaping @MainActor (ProfileState.Message) -> Void) {
        let api = environment.api
        switch command {
        case .userInfo(.fetchUser(let userId)):
            api.fetchUserInfo(userId: userId) { send(.userInfo(.fetched($0.answer))) }
        case .userInfo(.follow(let userId)):
            api.follow(userId: userId) {
                send(.userInfo(.followAnswered(following: true, succeeded: (try? $0.get()) != nil)))
            }
        case .userInfo(.unfollow(let userId)):
            api.unfollow(userId: userId) {
                send(.userInfo(.followAnswered(following: false, succeeded: (try? $0.get()) != nil)))
            }
        case .userInfo(.confirmUnfollow):
            confirmUnfollow { send(.userInfo(.unfollowConfirmed)) }
        case .userInfo(.openUserDetail(let user)):
            open(UserDetailViewController(user: user))
        case .userInfo(.openFriendList(let userId)):
            open(TEAArchitecture.makeFriendListScreen(userId: userId, environment: environment.friendsEnvironment))
        case .userInfo(.openFollowList(let userId)):
            open(TEAArchitecture.makeFollowListScreen(userId: userId, environment: environment.friendsEnvironment))
        case .blogList(.fetchFirstPage(let kind, let userId, let generation)):
            api.fetchUserBlogs(userId: userId, page: 0) {
                send(.blogList(.firstPageLoaded(kind, generation: generation, $0.answer)))
            }
        case .blogList(.fetchPage(let userId, let page, let generation)):
            api.fetchUserBlogs(userId: userId, page: page) {
                send(.blogList(.pageLoaded(page: page, generation: generation, $0.answer)))
            }
        case .blogList(.like(let blogId)):
            api.likeBlog(blogId: blogId) {
                send(.blogList(.likeAnswered(blogId: blogId, succeeded: (try? $0.get()) != nil)))
            }
        case .blogList(.toast(let text)):
            view.makeToast(text)
        case .blogList(.openBlog(let blog)):
            open(BlogDetailViewController(blog: blog))
        case .draftList(.fetchDrafts(let userId)):
            api.fetchUserDrafts(userId: userId) { send(.draftList(.fetched($0.answer))) }
        case .draftList(.openDraft(let draft)):
            open(DraftDetailViewController(draft: draft))
        }
    }

    private func open(_ screen: UIViewController) {
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
