import HeadlessUIKit
import Observation
import Shared

/// The C of one `UserCell`: it binds the cell's exposed subviews to the `UserCellViewModel` it shows
/// now, whichever implementation that is, and turns the cell's taps into that view model's commands.
/// It lives as long as its cell.
@MainActor
@Observable
public final class UserCellController {
    /// Set by the list controller: what the avatar opens.
    @ObservationIgnored public var onClickAvatarCommand: (@MainActor (Friend) -> Void)?
    @ObservationIgnored private weak var cell: UserCell?
    private let bindings = Bindings()

    public init(cell: UserCell) {
        self.cell = cell
        cell.avatarButton.addAction(
            UIAction { [weak self] _ in
                guard let self, let user = viewModel?.user else { return }
                onClickAvatarCommand?(user)
            }, for: .touchUpInside)
        cell.rightButton.addAction(
            UIAction { [weak self] _ in self?.viewModel?.rightButtonCommand() }, for: .touchUpInside)
        cell.deleteButton.addAction(
            UIAction { [weak self] _ in self?.viewModel?.deleteButtonCommand() }, for: .touchUpInside)
        bind()
    }

    /// The row the cell shows, observable so that the bindings follow the row the cell is handed and
    /// stop observing the old one.
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
            to: { controller, user in
                guard let cell = controller.cell else { return }
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
            to: { controller, buttons in
                guard let cell = controller.cell else { return }
                cell.rightButton.setTitle(buttons?.title, for: .normal)
                cell.rightButton.isSelected = buttons?.selected ?? false
                cell.rightButton.isHidden = buttons?.hidden ?? false
                cell.deleteButton.isHidden = buttons?.deleteHidden ?? true
            })
    }
}
