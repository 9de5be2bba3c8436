import HeadlessUIKit
import Observation
import Shared

/// 000's one cell for both lists: "它只知道自己该怎么样布局, 自己会有一个实现了HHUserCellViewModel接口的属性, 然后会去
/// 绑定这些接口的数据进行展示, 点击以后调用哪个Command … 它完全不关心". It binds to `any UserCellViewModel`
/// and never names an implementation.
@Observable
public final class UserCell: UITableViewCell {
    public static let cellReuseIdentifier = "UserCell"
    /// Set by the list: what the avatar opens.
    @ObservationIgnored public var onClickAvatarCommand: (@MainActor (Friend) -> Void)?
    private let bindings = Bindings()
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
        avatarButton.addAction(
            UIAction { [weak self] _ in
                guard let self, let user = viewModel?.user else { return }
                onClickAvatarCommand?(user)
            }, for: .touchUpInside)
        rightButton.addAction(UIAction { [weak self] _ in self?.viewModel?.rightButtonCommand() }, for: .touchUpInside)
        deleteButton.addAction(
            UIAction { [weak self] _ in self?.viewModel?.deleteButtonCommand() }, for: .touchUpInside)
        bind()
    }

    /// The row the cell shows, observable as KVO makes the seed's `viewModel` property: a reused cell
    /// handed another row stops observing the old one.
    public var viewModel: (any UserCellViewModel)?

    private func bind() {
        bindings.bind(
            self,
            {
                $0.viewModel.map {
                    (
                        avatar: $0.userAvatarName, name: $0.userName, isVip: $0.isVip, signature: $0.userSignature,
                        friendCount: $0.userFriendCount, deleteImage: $0.deleteButtonImage
                    )
                }
            },
            to: { cell, user in
                cell.avatarButton.setImage(user.flatMap { UIImage(named: $0.avatar) }, for: .normal)
                cell.nameLabel.text = user?.name
                cell.vipIcon.isHidden = !(user?.isVip ?? false)
                cell.signatureLabel.text = user?.signature
                cell.friendCountLabel.text = user?.friendCount
                cell.deleteButton.setImage(user.flatMap { UIImage(named: $0.deleteImage) }, for: .normal)
            })
        bindings.bind(
            self,
            {
                $0.viewModel.map {
                    (
                        title: $0.rightButtonTitle, selected: $0.rightButtonSelected, hidden: $0.rightButtonHidden,
                        deleteHidden: $0.deleteButtonHidden
                    )
                }
            },
            to: { cell, buttons in
                cell.rightButton.setTitle(buttons?.title, for: .normal)
                cell.rightButton.isSelected = buttons?.selected ?? false
                cell.rightButton.isHidden = buttons?.hidden ?? false
                cell.deleteButton.isHidden = buttons?.deleteHidden ?? true
            })
    }
}
