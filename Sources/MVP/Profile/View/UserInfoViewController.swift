import HeadlessUIKit
import Shared

/// The user info module's V: it lays out its views, renders what `UserInfoPresenter` formatted
/// and forwards taps to it. Where a tap leads is the scene's call, through the handlers.
public final class UserInfoViewController: UIViewController, UserInfoView {
    public var didClickIconHandler: (@MainActor (User) -> Void)?
    /// Set by the scene: what "好友列表" and "关注列表" open, for the user's id.
    public var didClickFriendListHandler: (@MainActor (Int) -> Void)?
    public var didClickFollowListHandler: (@MainActor (Int) -> Void)?
    /// Set by a scene that asks before an unfollow; without it the unfollow goes ahead.
    public var confirmUnfollowHandler: (@MainActor (UserInfoPresenter) -> Void)?

    private let presenter: UserInfoPresenter
    private let iconButton = UIButton(identifier: "userInfo.icon")
    private let nameLabel = UILabel(identifier: "userInfo.name")
    private let summaryLabel = UILabel(identifier: "userInfo.summary")
    private let blogCountLabel = UILabel(identifier: "userInfo.blogCount")
    private let friendCountLabel = UILabel(identifier: "userInfo.friendCount")
    private let followButton = UIButton(identifier: "userInfo.follow")
    private let friendListButton = UIButton(identifier: "userInfo.friendList")
    private let followListButton = UIButton(identifier: "userInfo.followList")

    public init(presenter: UserInfoPresenter) {
        self.presenter = presenter
        super.init()
        presenter.view = self
    }

    public override func loadView() {
        view = UIView(identifier: "userInfo")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        for subview in [
            iconButton, nameLabel, summaryLabel, blogCountLabel, friendCountLabel, followButton, friendListButton,
            followListButton,
        ] {
            view.addSubview(subview)
        }
        followButton.isHidden = true
        friendListButton.setTitle("好友列表", for: .normal)
        followListButton.setTitle("关注列表", for: .normal)
        iconButton.addAction(UIAction { [weak self] _ in self?.presenter.selectIcon() }, for: .touchUpInside)
        followButton.addAction(UIAction { [weak self] _ in self?.presenter.toggleFollow() }, for: .touchUpInside)
        friendListButton.addAction(
            UIAction { [weak self] _ in self?.presenter.selectFriendList() }, for: .touchUpInside)
        followListButton.addAction(
            UIAction { [weak self] _ in self?.presenter.selectFollowList() }, for: .touchUpInside)
    }

    public func fetchData() {
        presenter.fetchData()
    }

    // MARK: - UserInfoView

    public func userInfoPresenterDidUpdate() {
        view.hideError()
        iconButton.setImage(UIImage(named: presenter.iconName), for: .normal)
        nameLabel.text = presenter.nameText
        summaryLabel.text = presenter.summaryText
        blogCountLabel.text = presenter.blogCountText
        friendCountLabel.text = presenter.friendCountText
        followButton.setTitle(presenter.followButtonTitle, for: .normal)
        followButton.isHidden = !presenter.isFollowButtonVisible
        followButton.isEnabled = presenter.isFollowButtonEnabled
    }

    public func userInfoPresenterDidFail(message: String) {
        view.showError(message) { [weak self] in self?.presenter.fetchData() }
    }

    public func userInfoPresenterShowUserDetail(_ user: User) {
        didClickIconHandler?(user)
    }

    public func userInfoPresenterShowFriendList(userId: Int) {
        didClickFriendListHandler?(userId)
    }

    public func userInfoPresenterShowFollowList(userId: Int) {
        didClickFollowListHandler?(userId)
    }

    public func userInfoPresenterAskToConfirmUnfollow() {
        if let confirmUnfollowHandler { confirmUnfollowHandler(presenter) } else { presenter.confirmUnfollow() }
    }
}
