import HeadlessUIKit
import Shared

/// The one cell of both lists, bound to the model (`cell.user = users[row]`): it formats the user
/// itself, and asks which list it is in (`isFollowList`) for its buttons' titles, look and image, so
/// a third list would be a third branch here. Its taps go to the handlers the view controller set.
public final class UserCell: UITableViewCell {
    public var didClickAvatarHandler: (@MainActor () -> Void)?
    public var didClickRightButtonHandler: (@MainActor () -> Void)?
    public var didClickDeleteButtonHandler: (@MainActor () -> Void)?
    /// Set before `user`: the follow list's buttons, or the friend list's.
    public var isFollowList = false
    /// Set before `user`: whether the row's delete button shows.
    public var isDeleteButtonShown = false
    /// Set before `user`: the row shows the login user, who has no right button.
    public var isLoginUser = false

    private let avatarButton = UIButton(identifier: "userCell.avatar")
    private let nameLabel = UILabel(identifier: "userCell.name")
    private let vipIcon = UIImageView(identifier: "userCell.vip")
    private let signatureLabel = UILabel(identifier: "userCell.signature")
    private let friendCountLabel = UILabel(identifier: "userCell.friendCount")
    private let rightButton = UIButton(identifier: "userCell.right")
    private let deleteButton = UIButton(identifier: "userCell.delete")

    public required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessibilityIdentifier = "userCell"
        vipIcon.image = UIImage(named: "vipIcon")
        for subview in [
            avatarButton, nameLabel, vipIcon, signatureLabel, friendCountLabel, rightButton, deleteButton,
        ] {
            contentView.addSubview(subview)
        }
        avatarButton.addAction(UIAction { [weak self] _ in self?.didClickAvatarHandler?() }, for: .touchUpInside)
        rightButton.addAction(UIAction { [weak self] _ in self?.didClickRightButtonHandler?() }, for: .touchUpInside)
        deleteButton.addAction(
            UIAction { [weak self] _ in self?.didClickDeleteButtonHandler?() }, for: .touchUpInside)
    }

    public var user: Friend? {
        didSet {
            guard let user else { return }
            avatarButton.setImage(
                UIImage(named: user.avatar.isEmpty ? "placeholderUserIcon" : user.avatar), for: .normal)
            nameLabel.text = user.nickname
            vipIcon.isHidden = user.level <= 0
            signatureLabel.text = user.signature.isEmpty ? "TA很懒,什么都没写" : user.signature
            friendCountLabel.text = user.commonFriendCount > 0 ? "你们有\(user.commonFriendCount)个共同好友" : ""
            if isFollowList {
                rightButton.setTitle(user.followState ? "已关注" : "+关注", for: .normal)
                rightButton.isSelected = user.followState
                deleteButton.setImage(UIImage(named: "unfollow"), for: .normal)
            } else {
                switch user.friendState {
                case .none: rightButton.setTitle("加好友", for: .normal)
                case .pending: rightButton.setTitle("验证中", for: .normal)
                case .friend: rightButton.setTitle("好友", for: .normal)
                }
                rightButton.isSelected = user.friendState == .friend
                deleteButton.setImage(UIImage(named: "deleteFriend"), for: .normal)
            }
            rightButton.isHidden = isLoginUser
            deleteButton.isHidden = !isDeleteButtonShown
        }
    }

    /// The row's height for the user in the friend list, or with `isFollowList` in the follow list.
    public static func height(for user: Friend, isFollowList: Bool, loginUserId: Int) -> Double {
        !isFollowList && user.userId != loginUserId && user.commonFriendCount > 0 ? 91 : 68
    }
}
