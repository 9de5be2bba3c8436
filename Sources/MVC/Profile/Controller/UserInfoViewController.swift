import HeadlessUIKit
import Shared

/// The user info module's C: it builds its own views (`addUI`), fetches the user, formats the
/// texts into the labels, and handles the icon and follow taps.
public final class UserInfoViewController: UIViewController {
    /// Set by the scene: what tapping the icon opens.
    public var vcGenerator: ViewControllerGenerator<User>?
    /// Set by the scene: what "好友列表" and "关注列表" open, for this module's user id.
    public var friendListGenerator: ViewControllerGenerator<Int>?
    public var followListGenerator: ViewControllerGenerator<Int>?
    /// Set by a scene that wants to ask before unfollowing; it calls `proceed` to go on.
    public var unfollowConfirmation: (@MainActor (_ proceed: @escaping @MainActor () -> Void) -> Void)?

    private let userId: Int
    private let apiManager: any UserAPIManager
    private let showsFollowButton: Bool
    private var user: User?
    private var isFollowing = false

    private let iconButton = UIButton(identifier: "userInfo.icon")
    private let nameLabel = UILabel(identifier: "userInfo.name")
    private let summaryLabel = UILabel(identifier: "userInfo.summary")
    private let blogCountLabel = UILabel(identifier: "userInfo.blogCount")
    private let friendCountLabel = UILabel(identifier: "userInfo.friendCount")
    private let followButton = UIButton(identifier: "userInfo.follow")
    private let friendListButton = UIButton(identifier: "userInfo.friendList")
    private let followListButton = UIButton(identifier: "userInfo.followList")

    public init(userId: Int, apiManager: any UserAPIManager, showsFollowButton: Bool) {
        self.userId = userId
        self.apiManager = apiManager
        self.showsFollowButton = showsFollowButton
        super.init()
    }

    public override func loadView() {
        view = UIView(identifier: "userInfo")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        addUI()
    }

    public func fetchData() {
        apiManager.fetchUserInfo(userId: userId) { [weak self] result in
            guard let self else { return }
            switch result {
            case .failure(let error):
                view.showError(error.message) { [weak self] in self?.fetchData() }
            case .success(let user):
                view.hideError()
                self.user = user
                iconButton.setImage(UIImage(named: user.iconName.isEmpty ? "icon0" : user.iconName), for: .normal)
                nameLabel.text = user.name.isEmpty ? "匿名" : user.name
                summaryLabel.text = "个人简介: " + (user.summary.isEmpty ? "这个人很懒, 什么也没有写~" : user.summary)
                blogCountLabel.text = "作品: \(user.blogCount)"
                friendCountLabel.text = "好友: \(user.friendCount)"
                setFollowing(user.isFollowing)
                followButton.isHidden = !showsFollowButton
            }
        }
    }

    // MARK: - Action

    private func onClickIconButton() {
        guard let user, let vcGenerator else { return }
        navigationController?.pushViewController(vcGenerator(user), animated: true)
    }

    private func onClickFollowButton() {
        guard isFollowing else {
            setFollowing(true)
            followButton.isEnabled = false
            apiManager.follow(userId: userId) { [weak self] result in
                guard let self else { return }
                followButton.isEnabled = true
                if case .failure = result { setFollowing(false) }
            }
            return
        }
        let unfollow: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            setFollowing(false)
            followButton.isEnabled = false
            apiManager.unfollow(userId: userId) { [weak self] result in
                guard let self else { return }
                followButton.isEnabled = true
                if case .failure = result { setFollowing(true) }
            }
        }
        if let unfollowConfirmation { unfollowConfirmation(unfollow) } else { unfollow() }
    }

    // MARK: - Utils

    private func addUI() {
        for subview in [
            iconButton, nameLabel, summaryLabel, blogCountLabel, friendCountLabel, followButton, friendListButton,
            followListButton,
        ] {
            view.addSubview(subview)
        }
        followButton.isHidden = true
        friendListButton.setTitle("好友列表", for: .normal)
        followListButton.setTitle("关注列表", for: .normal)
        iconButton.addAction(UIAction { [weak self] _ in self?.onClickIconButton() }, for: .touchUpInside)
        followButton.addAction(UIAction { [weak self] _ in self?.onClickFollowButton() }, for: .touchUpInside)
        friendListButton.addAction(
            UIAction { [weak self] _ in self?.open(self?.friendListGenerator) }, for: .touchUpInside)
        followListButton.addAction(
            UIAction { [weak self] _ in self?.open(self?.followListGenerator) }, for: .touchUpInside)
    }

    private func open(_ generator: ViewControllerGenerator<Int>?) {
        guard let generator else { return }
        navigationController?.pushViewController(generator(userId), animated: true)
    }

    private func setFollowing(_ following: Bool) {
        isFollowing = following
        followButton.setTitle(following ? "已关注" : "+关注", for: .normal)
    }
}
