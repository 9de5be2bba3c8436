import HeadlessUIKit
import Shared

/// The user info module's view: it renders `UserInfoState` and sends the taps as messages.
public final class UserInfoView: UIView {
    public var send: (@MainActor (UserInfoState.Message) -> Void)?
    private let iconButton = UIButton(identifier: "userInfo.icon")
    private let nameLabel = UILabel(identifier: "userInfo.name")
    private let summaryLabel = UILabel(identifier: "userInfo.summary")
    private let blogCountLabel = UILabel(identifier: "userInfo.blogCount")
    private let friendCountLabel = UILabel(identifier: "userInfo.friendCount")
    private let followButton = UIButton(identifier: "userInfo.follow")
    private let friendListButton = UIButton(identifier: "userInfo.friendList")
    private let followListButton = UIButton(identifier: "userInfo.followList")
    /// The state the view shows, which each render compares the new one with.
    private var shown: UserInfoState?

    public init() {
        super.init(identifier: "userInfo")
        for subview in [
            iconButton, nameLabel, summaryLabel, blogCountLabel, friendCountLabel, followButton, friendListButton,
            followListButton,
        ] {
            addSubview(subview)
        }
        friendListButton.setTitle("好友列表", for: .normal)
        followListButton.setTitle("关注列表", for: .normal)
        let taps: [(UIButton, UserInfoState.Message)] = [
            (iconButton, .tapIcon), (followButton, .tapFollow), (friendListButton, .tapFriendList),
            (followListButton, .tapFollowList),
        ]
        for (button, message) in taps {
            button.addAction(UIAction { [weak self] _ in self?.send?(message) }, for: .touchUpInside)
        }
    }

    public func render(_ state: UserInfoState) {
        let old = shown
        shown = state
        guard state != old else { return }
        if state.user != old?.user {
            iconButton.setImage(state.iconName.flatMap { UIImage(named: $0) }, for: .normal)
            nameLabel.text = state.name
            summaryLabel.text = state.summary
            blogCountLabel.text = state.blogCount
            friendCountLabel.text = state.friendCount
        }
        followButton.setTitle(state.followTitle, for: .normal)
        followButton.isHidden = state.followTitle == nil
        followButton.isEnabled = state.isFollowEnabled
        if state.errorMessage != old?.errorMessage {
            if let message = state.errorMessage {
                showError(message) { [weak self] in self?.send?(.fetch) }
            } else {
                hideError()
            }
        }
    }
}
