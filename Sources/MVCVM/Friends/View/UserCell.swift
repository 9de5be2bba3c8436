import HeadlessUIKit

/// 000's one cell for both lists, laid out and exposed: the avatar, the name, the VIP mark, the
/// signature, the friends in common, the right button and the delete button. It names no view
/// model: what it shows and what its buttons do is its controller's business.
public final class UserCell: UITableViewCell {
    public let avatarButton = UIButton(identifier: "userCell.avatar")
    public let nameLabel = UILabel(identifier: "userCell.name")
    public let vipIcon = UIImageView(identifier: "userCell.vip")
    public let signatureLabel = UILabel(identifier: "userCell.signature")
    public let friendCountLabel = UILabel(identifier: "userCell.friendCount")
    public let rightButton = UIButton(identifier: "userCell.right")
    public let deleteButton = UIButton(identifier: "userCell.delete")

    public required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessibilityIdentifier = "userCell"
        vipIcon.image = UIImage(named: "vipIcon")
        for subview in [
            avatarButton, nameLabel, vipIcon, signatureLabel, friendCountLabel, rightButton, deleteButton,
        ] {
            contentView.addSubview(subview)
        }
    }
}
