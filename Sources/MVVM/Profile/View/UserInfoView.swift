import HeadlessUIKit
import Shared

/// The user info module's V (the seed's MVVM `UserInfoView`): it lays out its subviews (`addUI`),
/// binds them to `UserInfoViewModel` (`bind`) and turns taps into the view model's commands.
public final class UserInfoView: UIView {
    /// Set by the scene: what tapping the icon opens (the seed's `onClickIconCommand`).
    public var onClickIconCommand: (@MainActor (User) -> Void)?
    /// Set by the scene: what "好友列表" and "关注列表" open.
    public var onClickFriendListCommand: (@MainActor () -> Void)?
    public var onClickFollowListCommand: (@MainActor () -> Void)?

    private let viewModel: UserInfoViewModel
    private let bindings = Bindings()
    private let iconButton = UIButton(identifier: "userInfo.icon")
    private let nameLabel = UILabel(identifier: "userInfo.name")
    private let summaryLabel = UILabel(identifier: "userInfo.summary")
    private let blogCountLabel = UILabel(identifier: "userInfo.blogCount")
    private let friendCountLabel = UILabel(identifier: "userInfo.friendCount")
    private let followButton = UIButton(identifier: "userInfo.follow")
    private let friendListButton = UIButton(identifier: "userInfo.friendList")
    private let followListButton = UIButton(identifier: "userInfo.followList")

    public init(viewModel: UserInfoViewModel) {
        self.viewModel = viewModel
        super.init(identifier: "userInfo")
        addUI()
        bind()
    }

    public func fetchData() {
        viewModel.fetchUserInfo()
    }

    private func addUI() {
        for subview in [
            iconButton, nameLabel, summaryLabel, blogCountLabel, friendCountLabel, followButton, friendListButton,
            followListButton,
        ] {
            addSubview(subview)
        }
        friendListButton.setTitle("好友列表", for: .normal)
        followListButton.setTitle("关注列表", for: .normal)
    }

    private func bind() {
        bindings.bind(
            self, { $0.viewModel.iconName },
            to: { view, name in view.iconButton.setImage(name.flatMap { UIImage(named: $0) }, for: .normal) })
        bindings.bind(self, { $0.viewModel.name }, to: { $0.nameLabel.text = $1 })
        bindings.bind(self, { $0.viewModel.summary }, to: { $0.summaryLabel.text = $1 })
        bindings.bind(self, { $0.viewModel.blogCount }, to: { $0.blogCountLabel.text = $1 })
        bindings.bind(self, { $0.viewModel.friendCount }, to: { $0.friendCountLabel.text = $1 })
        bindings.bind(
            self, { $0.viewModel.followTitle },
            to: { view, title in
                view.followButton.setTitle(title, for: .normal)
                view.followButton.isHidden = title == nil
            })
        bindings.bind(self, { $0.viewModel.isFollowEnabled }, to: { $0.followButton.isEnabled = $1 })
        bindings.bind(
            self, { $0.viewModel.errorMessage },
            to: { view, message in
                if let message {
                    view.showError(message) { [weak view] in view?.viewModel.fetchUserInfo() }
                } else {
                    view.hideError()
                }
            })
        iconButton.addAction(
            UIAction { [weak self] _ in
                guard let self, let user = viewModel.user else { return }
                onClickIconCommand?(user)
            }, for: .touchUpInside)
        followButton.addAction(UIAction { [weak self] _ in self?.viewModel.toggleFollow() }, for: .touchUpInside)
        friendListButton.addAction(
            UIAction { [weak self] _ in self?.onClickFriendListCommand?() }, for: .touchUpInside)
        followListButton.addAction(
            UIAction { [weak self] _ in self?.onClickFollowListCommand?() }, for: .touchUpInside)
    }
}
