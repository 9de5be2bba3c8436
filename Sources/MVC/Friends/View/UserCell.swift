import HeadlessUIKit

/// 000's one cell for both lists, MVC's way: it takes plain display values through setters and
/// sends its taps to the handlers its helper set. It knows no model and no cell helper.
public final class UserCell: UITableViewCell {
    public var avatarHandler: (@MainActor () -> Void)?
    public var rightButtonHandler: (@MainActor () -> Void)?
    public var deleteButtonHandler: (@MainActor () -> Void)?

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
        avatarButton.addAction(UIAction { [weak self] _ in self?.avatarHandler?() }, for: .touchUpInside)
        rightButton.addAction(UIAction { [weak self] _ in self?.rightButtonHandler?() }, for: .touchUpInside)
        deleteButton.addAction(UIAction { [weak self] _ in self?.deleteButtonHandler?() }, for: .touchUpInside)
    }

    public var avatarName: String? {
        didSet { avatarButton.setImage(avatarName.flatMap { UIImage(named: $0) }, for: .normal) }
    }

    public var nameText: String? {
        get { nameLabel.text }
        set { nameLabel.text = newValue }
    }

    public var isVip: Bool {
        get { !vipIcon.isHidden }
        set { vipIcon.isHidden = !newValue }
    }

    public var signatureText: String? {
        get { signatureLabel.text }
        set { signatureLabel.text = newValue }
    }

    public var friendCountText: String? {
        get { friendCountLabel.text }
        set { friendCountLabel.text = newValue }
    }

    public var rightButtonTitle: String? {
        get { rightButton.currentTitle }
        set { rightButton.setTitle(newValue, for: .normal) }
    }

    public var isRightButtonSelected: Bool {
        get { rightButton.isSelected }
        set { rightButton.isSelected = newValue }
    }

    public var deleteButtonImageName: String? {
        didSet { deleteButton.setImage(deleteButtonImageName.flatMap { UIImage(named: $0) }, for: .normal) }
    }

    public var isRightButtonHidden: Bool {
        get { rightButton.isHidden }
        set { rightButton.isHidden = newValue }
    }

    public var isDeleteButtonHidden: Bool {
        get { deleteButton.isHidden }
        set { deleteButton.isHidden = newValue }
    }
}
