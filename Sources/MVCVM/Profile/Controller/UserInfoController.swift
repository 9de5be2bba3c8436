import HeadlessUIKit
import Shared

/// The user info module's C, the article's `UserInfoController`: it binds the layout-only
/// `UserInfoView` to `UserInfoViewModel` (`bind`), turns taps into the view model's commands, and
/// talks to the layer above (`fetchData`, `onClickIconCommand`).
@MainActor
public final class UserInfoController {
    /// Set by the scene: what tapping the icon opens.
    public var onClickIconCommand: (@MainActor (User) -> Void)?
    /// Set by the scene: what "好友列表" and "关注列表" open.
    public var onClickFriendListCommand: (@MainActor () -> Void)?
    public var onClickFollowListCommand: (@MainActor () -> Void)?

    public let view: UserInfoView
    private let viewModel: UserInfoViewModel
    private let bindings = Bindings()

    public init(view: UserInfoView, viewModel: UserInfoViewModel) {
        self.view = view
        self.viewModel = viewModel
        bind()
    }

    public func fetchData() {
        viewModel.fetchUserInfo()
    }

    private func bind() {
        bindings.bind(
            self, { $0.viewModel.iconName },
            to: { controller, name in
                controller.view.iconButton.setImage(name.flatMap { UIImage(named: $0) }, for: .normal)
            })
        bindings.bind(self, { $0.viewModel.name }, to: { $0.view.nameLabel.text = $1 })
        bindings.bind(self, { $0.viewModel.summary }, to: { $0.view.summaryLabel.text = $1 })
        bindings.bind(self, { $0.viewModel.blogCount }, to: { $0.view.blogCountLabel.text = $1 })
        bindings.bind(self, { $0.viewModel.friendCount }, to: { $0.view.friendCountLabel.text = $1 })
        bindings.bind(
            self, { $0.viewModel.followTitle },
            to: { controller, title in
                controller.view.followButton.setTitle(title, for: .normal)
                controller.view.followButton.isHidden = title == nil
            })
        bindings.bind(self, { $0.viewModel.isFollowEnabled }, to: { $0.view.followButton.isEnabled = $1 })
        bindings.bind(
            self, { $0.viewModel.errorMessage },
            to: { controller, message in
                if let message {
                    controller.view.showError(message) { [weak controller] in controller?.viewModel.fetchUserInfo() }
                } else {
                    controller.view.hideError()
                }
            })
        view.iconButton.addAction(
            UIAction { [weak self] _ in
                guard let self, let user = viewModel.user else { return }
                onClickIconCommand?(user)
            }, for: .touchUpInside)
        view.followButton.addAction(
            UIAction { [weak self] _ in self?.viewModel.toggleFollow() }, for: .touchUpInside)
        view.friendListButton.addAction(
            UIAction { [weak self] _ in self?.onClickFriendListCommand?() }, for: .touchUpInside)
        view.followListButton.addAction(
            UIAction { [weak self] _ in self?.onClickFollowListCommand?() }, for: .touchUpInside)
    }
}
