import HeadlessUIKit
import Shared

/// The user info module's view: it renders `UserInfoState` and sends the taps as messages.
public final class UserInfoView: UIView {
    private let store: Store<UserInfoState>
    private let rendering = Rendering()
    private let iconButton = UIButton(identifier: "userInfo.icon")
    private let nameLabel = UILabel(identifier: "userInfo.name")
    private let summaryLabel = UILabel(identifier: "userInfo.summary")
    private let blogCountLabel = UILabel(identifier: "userInfo.blogCount")
    private let friendCountLabel = UILabel(identifier: "userInfo.friendCount")
    private let followButton = UIButton(identifier: "userInfo.follow")
    private let friendListButton = UIButton(identifier: "userInfo.friendList")
    private let followListButton = UIButton(identifier: "userInfo.followList")

    public init(store: Store<UserInfoState>) {
        self.store = store
        super.init(identifier: "userInfo")
        for subview in [
            iconButton, nameLabel, summaryLabel, blogCountLabel, friendCountLabel, followButton, friendListButton,
            followListButton,
        ] {
            addSubview(subview)
        }
        friendListButton.setTitle("好友列表", for: .normal)
        followListButton.setTitle("关注列表", for: .normal)
        iconButton.addAction(UIAction { [weak self] _ in self?.store.send(.tapIcon) }, for: .touchUpInside)
        followButton.addAction(UIAction { [weak self] _ in self?.store.send(.tapFollow) }, for: .touchUpInside)
        friendListButton.addAction(
            UIAction { [weak self] _ in self?.store.send(.tapFriendList) }, for: .touchUpInside)
        followListButton.addAction(
            UIAction { [weak self] _ in self?.store.send(.tapFollowList) }, for: .touchUpInside)
        render()
    }

    private func render() {
        rendering.follow(
            self, { $0.store.state.iconName },
            render: { view, name in view.iconButton.setImage(name.flatMap { UIImage(named: $0) }, for: .normal) })
        rendering.follow(self, { $0.store.state.name }, render: { $0.nameLabel.text = $1 })
        rendering.follow(self, { $0.store.state.summary }, render: { $0.summaryLabel.text = $1 })
        rendering.follow(self, { $0.store.state.blogCount }, render: { $0.blogCountLabel.text = $1 })
        rendering.follow(self, { $0.store.state.friendCount }, render: { $0.friendCountLabel.text = $1 })
        rendering.follow(
            self, both: { ($0.store.state.followTitle, $0.store.state.isFollowEnabled) },
            render: { $0.renderFollow(title: $1.0, isEnabled: $1.1) })
        rendering.follow(self, { $0.store.state.errorMessage }, render: { $0.renderError($1) })
    }

    private func renderFollow(title: String?, isEnabled: Bool) {
        followButton.setTitle(title, for: .normal)
        followButton.isHidden = title == nil
        followButton.isEnabled = isEnabled
    }

    private func renderError(_ message: String?) {
        if let message {
            showError(message) { [weak self] in self?.store.send(.fetch) }
        } else {
            hideError()
        }
    }
}
