import HeadlessUIKit

/// The user info module's V in the article's MVCVM: it only lays out its subviews (`addUI`) and
/// exposes them. It names no view model and no controller, so any screen can reuse it.
public final class UserInfoView: UIView {
    public let iconButton = UIButton(identifier: "userInfo.icon")
    public let nameLabel = UILabel(identifier: "userInfo.name")
    public let summaryLabel = UILabel(identifier: "userInfo.summary")
    public let blogCountLabel = UILabel(identifier: "userInfo.blogCount")
    public let friendCountLabel = UILabel(identifier: "userInfo.friendCount")
    public let followButton = UIButton(identifier: "userInfo.follow")
    public let friendListButton = UIButton(identifier: "userInfo.friendList")
    public let followListButton = UIButton(identifier: "userInfo.followList")

    public init() {
        super.init(identifier: "userInfo")
        addUI()
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
}
