import HeadlessUIKit
import Observation
import Shared

/// 000's one cell for both lists: it follows its user's row in the list's state, whichever row
/// implementation the list chose (it reads the `UserRow` interface only), and sends its taps as
/// messages naming the user.
@Observable
public final class UserCell: UITableViewCell {
    public static let cellReuseIdentifier = "UserCell"
    /// What the cell shows now, the row of this user read through `row`, set by the table each
    /// time it configures the cell: the cell draws it then, as any configured cell does, and again
    /// whenever the row changes. Its taps go to `send`.
    public var shown: (userId: Int, row: @MainActor (Int) -> UserRowLook?)? {
        didSet { configurations += 1 }
    }
    private var configurations = 0
    @ObservationIgnored public var send: (@MainActor (_ tap: UserCellTap, _ userId: Int) -> Void)?
    @ObservationIgnored private let rendering = Rendering()
    @ObservationIgnored private let avatarButton = UIButton(identifier: "userCell.avatar")
    @ObservationIgnored private let nameLabel = UILabel(identifier: "userCell.name")
    @ObservationIgnored private let vipIcon = UIImageView(identifier: "userCell.vip")
    @ObservationIgnored private let signatureLabel = UILabel(identifier: "userCell.signature")
    @ObservationIgnored private let friendCountLabel = UILabel(identifier: "userCell.friendCount")
    @ObservationIgnored private let rightButton = UIButton(identifier: "userCell.right")
    @ObservationIgnored private let deleteButton = UIButton(identifier: "userCell.delete")

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
                    guard let self, let userId = shown?.userId else { return }
                    send?(tap, userId)
                }, for: .touchUpInside)
        }
        rendering.follow(
            self, both: { cell in (cell.shown.flatMap { $0.row($0.userId) }, cell.configurations) },
            render: { $0.render($1.0) })
    }

    private func render(_ look: UserRowLook?) {
        avatarButton.setImage(look.flatMap { UIImage(named: $0.avatar) }, for: .normal)
        nameLabel.text = look?.name
        vipIcon.isHidden = !(look?.isVip ?? false)
        signatureLabel.text = look?.signature
        friendCountLabel.text = look?.friendCount
        deleteButton.setImage(look.flatMap { UIImage(named: $0.deleteImage) }, for: .normal)
        rightButton.setTitle(look?.rightTitle, for: .normal)
        rightButton.isSelected = look?.rightSelected ?? false
        rightButton.isHidden = look?.rightHidden ?? false
        deleteButton.isHidden = look?.deleteHidden ?? true
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
    public let avatar, name, signature, friendCount, deleteImage, rightTitle: String
    public let isVip, rightSelected, rightHidden, deleteHidden: Bool

    public init<Row: UserRow>(_ row: Row, loginUserId: Int) {
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
