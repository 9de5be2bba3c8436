import HeadlessUIKit
import Shared

/// The user info module's V: it lays out its views, renders what `UserInfoPresenter` formatted
/// and forwards taps to it. Where a tap leads is the scene's call, through the two handlers.
public final class UserInfoViewController: UIViewController, UserInfoView {
    public var didClickIconHandler: (@MainActor (User) -> Void)?
    /// Set by a scene that asks before an unfollow; without it the unfollow goes ahead.
    public var confirmUnfollowHandler: (@MainActor (UserInfoPresenter) -> Void)?

    private let presenter: UserInfoPresenter
    private let iconButton = UIButton(identifier: "userInfo.icon")
    private let nameLabel = UILabel(identifier: "userInfo.name")
    private let summaryLabel = UILabel(identifier: "userInfo.summary")
    private let blogCountLabel = UILabel(identifier: "userInfo.blogCount")
    private let friendCountLabel = UILabel(identifier: "userInfo.friendCount")
    private let followButton = UIButton(identifier: "userInfo.follow")

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
        for subview in [iconButton, nameLabel, summaryLabel, blogCountLabel, friendCountLabel, followButton] {
            view.addSubview(subview)
        }
        followButton.isHidden = true
        iconButton.addAction(UIAction { [weak self] _ in self?.presenter.selectIcon() }, for: .touchUpInside)
        followButton.addAction(UIAction { [weak self] _ in self?.presenter.toggleFollow() }, for: .touchUpInside)
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

    public func userInfoPresenterAskToConfirmUnfollow() {
        if let confirmUnfollowHandler { confirmUnfollowHandler(presenter) } else { presenter.confirmUnfollow() }
    }
}
