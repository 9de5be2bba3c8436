import HeadlessUIKit
import Shared

/// 000's one cell for both lists: it draws the look of a row, whichever row implementation the list
/// chose, and sends its taps naming the row's user.
public final class UserCell: UITableViewCell {
    public static let cellReuseIdentifier = "UserCell"
    /// The look the cell shows.
    public private(set) var look: UserRowLook?
    public var send: (@MainActor (_ tap: UserCellTap, _ userId: Int) -> Void)?
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
        for subview in [avatarButton, nameLabel, vipIcon, signatureLabel, friendCountLabel, rightButton, deleteButton] {
            contentView.addSubview(subview)
        }
        for (button, tap) in [(avatarButton, UserCellTap.avatar), (rightButton, .right), (deleteButton, .delete)] {
            button.addAction(
                UIAction { [weak self] _ in
                    guard let self, let userId = look?.userId else { return }
                    send?(tap, userId)
                }, for: .touchUpInside)
        }
    }

    public func render(_ look: UserRowLook) {
        self.look = look
        avatarButton.setImage(UIImage(named: look.avatar), for: .normal)
        nameLabel.text = look.name
        vipIcon.isHidden = !look.isVip
        signatureLabel.text = look.signature
        friendCountLabel.text = look.friendCount
        deleteButton.setImage(UIImage(named: look.deleteImage), for: .normal)
        rightButton.setTitle(look.rightTitle, for: .normal)
        rightButton.isSelected = look.rightSelected
        rightButton.isHidden = look.rightHidden
        deleteButton.isHidden = look.deleteHidden
    }
}

/// A tap on a user cell.
public enum UserCellTap {
    case avatar
    case right
    case delete
}

/// What a user cell shows of its row, read through the `UserRow` interface.
public struct UserRowLook: Equatable {
    public let userId: Int
    public let avatar, name, signature, friendCount, deleteImage, rightTitle: String
    public let isVip, rightSelected, rightHidden, deleteHidden: Bool

    public init<Row: UserRow>(_ row: Row, loginUserId: Int) {
        userId = row.user.userId
        avatar = row.userAvatarName
        name = row.userName
        signature = row.userSignature
        friendCount = row.userFriendCount
        deleteImage = Row.deleteButtonImage
        rightTitle = row.rightButtonTitle
        isVip = row.isVip
        rightSelected = row.rightButtonSelected
        rightHidden = row.rightButtonHidden(loginUserId: loginUserId)
        deleteHidden = row.deleteButtonHidden
    }
}
