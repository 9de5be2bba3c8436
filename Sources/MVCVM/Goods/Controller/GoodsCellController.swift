import HeadlessUIKit
import Observation
import Shared

/// The C of one goods cell: it fills the cell's exposed subviews from the `GoodsItemViewModel` it
/// shows now, binds the like, the one part that changes while the row shows, and turns the cell's
/// taps into the view model's like and the list controller's commands. It lives as long as its cell.
@MainActor
@Observable
public final class GoodsCellController {
    /// Set by the list controller: where the row's avatar, location and comments lead.
    @ObservationIgnored public var onClickAvatarCommand: (@MainActor (GoodsItemViewModel) -> Void)?
    @ObservationIgnored public var onClickLocationCommand: (@MainActor (GoodsItemViewModel) -> Void)?
    @ObservationIgnored public var onClickCommentCommand: (@MainActor (GoodsItemViewModel) -> Void)?
    @ObservationIgnored private weak var cell: GoodsCell?
    private let bindings = Bindings()

    public init(cell: GoodsCell) {
        self.cell = cell
        cell.likeButton.addAction(UIAction { [weak self] _ in self?.viewModel?.likeGoods() }, for: .touchUpInside)
        cell.userHeadButton.addAction(
            UIAction { [weak self] _ in self?.send(\.onClickAvatarCommand) }, for: .touchUpInside)
        cell.locationButton.addAction(
            UIAction { [weak self] _ in self?.send(\.onClickLocationCommand) }, for: .touchUpInside)
        cell.commentButton.addAction(
            UIAction { [weak self] _ in self?.send(\.onClickCommentCommand) }, for: .touchUpInside)
        bindings.bind(
            self, { $0.viewModel.map { (title: $0.likeTitle, enabled: $0.isLikeEnabled) } },
            to: { controller, like in
                controller.cell?.likeButton.setTitle(like?.title, for: .normal)
                controller.cell?.likeButton.isEnabled = like?.enabled ?? false
            })
    }

    /// The row the cell shows, observable so that the like's binding follows the row the cell is
    /// handed and stops observing the old one.
    public var viewModel: GoodsItemViewModel? {
        didSet { fill() }
    }

    private func fill() {
        guard let cell, let viewModel else { return }
        cell.userHeadButton.setImage(UIImage(named: viewModel.avatarName), for: .normal)
        cell.userNameLabel.text = viewModel.goods.nickName
        cell.realNameIcon.isHidden = !viewModel.goods.iszm
        cell.userIdLabel.text = viewModel.userId
        cell.priceLabel.text = viewModel.price
        cell.freightLabel.text = viewModel.freightExplain
        cell.titleLabel.text = viewModel.goods.title
        cell.locationButton.setTitle(viewModel.goods.location, for: .normal)
        cell.commentButton.setTitle(viewModel.commentTitle, for: .normal)
    }

    private func send(_ command: KeyPath<GoodsCellController, (@MainActor (GoodsItemViewModel) -> Void)?>) {
        guard let viewModel else { return }
        self[keyPath: command]?(viewModel)
    }
}
