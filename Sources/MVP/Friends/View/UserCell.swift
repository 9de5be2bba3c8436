import HeadlessUIKit

/// 000's one cell for both lists: it renders the `UserCellPresenter` it is handed, whichever
/// implementation that is, and forwards the right and delete buttons to it; the avatar goes to the
/// list, through the handler the list's view controller sets.
public final class UserCell: UITableViewCell, UserCellView {
    public static let cellReuseIdentifier = "UserCell"
    public var avatarHandler: (@MainActor () -> Void)?
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
        rightButton.addAction(UIAction { [weak self] _ in self?.presenter?.rightButtonCommand() }, for: .touchUpInside)
        deleteButton.addAction(
            UIAction { [weak self] _ in self?.presenter?.deleteButtonCommand() }, for: .touchUpInside)
    }

    public var presenter: (any UserCellPresenter)? {
        willSet {
            if presenter?.view === self { presenter?.view = nil }
        }
        didSet {
            presenter?.view = self
            userCellPresenterDidUpdate()
        }
    }

    // MARK: - UserCellView

    /// Draws the row again, every field, as the other versions redraw a row that changed.
    public func userCellPresenterDidUpdate() {
        avatarButton.setImage(presenter.flatMap { UIImage(named: $0.userAvatarName) }, for: .normal)
        nameLabel.text = presenter?.userName
        vipIcon.isHidden = !(presenter?.isVip ?? false)
        signatureLabel.text = presenter?.userSignature
        friendCountLabel.text = presenter?.userFriendCount
        deleteButton.setImage(presenter.flatMap { UIImage(named: $0.deleteButtonImage) }, for: .normal)
        rightButton.setTitle(presenter?.rightButtonTitle, for: .normal)
        rightButton.isSelected = presenter?.rightButtonSelected ?? false
        rightButton.isHidden = presenter?.rightButtonHidden ?? false
        deleteButton.isHidden = presenter?.deleteButtonHidden ?? true
    }
}
