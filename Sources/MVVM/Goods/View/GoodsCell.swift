import HeadlessUIKit
import Observation
import Shared

/// 004's `SUGoodsCell`: `bindViewModel(_:)` writes the row from its sub-view-model, reading the goods
/// it exposes (`viewModel.goods.nickName`) and the formatted `userId` and `freightExplain`, and
/// binds the like, the one part that changes while the row shows. The avatar, the location and the
/// comments run the commands the controller set.
@Observable
public final class GoodsCell: UITableViewCell {
    public static let cellReuseIdentifier = "GoodsCell"
    @ObservationIgnored public var onClickAvatarCommand: (@MainActor (GoodsItemViewModel) -> Void)?
    @ObservationIgnored public var onClickLocationCommand: (@MainActor (GoodsItemViewModel) -> Void)?
    @ObservationIgnored public var onClickCommentCommand: (@MainActor (GoodsItemViewModel) -> Void)?
    private let bindings = Bindings()
    private let userHeadButton = UIButton(identifier: "goodsCell.avatar")
    private let userNameLabel = UILabel(identifier: "goodsCell.nickName")
    private let realNameIcon = UIImageView(identifier: "goodsCell.zm")
    private let userIdLabel = UILabel(identifier: "goodsCell.userId")
    private let priceLabel = UILabel(identifier: "goodsCell.price")
    private let freightLabel = UILabel(identifier: "goodsCell.freight")
    private let titleLabel = UILabel(identifier: "goodsCell.title")
    private let locationButton = UIButton(identifier: "goodsCell.location")
    private let likeButton = UIButton(identifier: "goodsCell.like")
    private let commentButton = UIButton(identifier: "goodsCell.comments")

    public required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessibilityIdentifier = "goodsCell"
        realNameIcon.image = UIImage(named: "zmIcon")
        for subview in [
            userHeadButton, userNameLabel, realNameIcon, userIdLabel, priceLabel, freightLabel, titleLabel,
            locationButton, likeButton, commentButton,
        ] {
            contentView.addSubview(subview)
        }
        likeButton.addAction(UIAction { [weak self] _ in self?.viewModel?.likeGoods() }, for: .touchUpInside)
        userHeadButton.addAction(
            UIAction { [weak self] _ in self?.run(self?.onClickAvatarCommand) }, for: .touchUpInside)
        locationButton.addAction(
            UIAction { [weak self] _ in self?.run(self?.onClickLocationCommand) }, for: .touchUpInside)
        commentButton.addAction(
            UIAction { [weak self] _ in self?.run(self?.onClickCommentCommand) }, for: .touchUpInside)
        bindings.bind(
            self, { $0.viewModel.map { (title: $0.likeTitle, enabled: $0.isLikeEnabled) } },
            to: { cell, like in
                cell.likeButton.setTitle(like?.title, for: .normal)
                cell.likeButton.isEnabled = like?.enabled ?? false
            })
    }

    /// The row the cell shows, observable as KVO makes 004's `viewModel` property: the like's binding
    /// reads through it, so a reused cell handed another row stops observing the old one.
    public var viewModel: GoodsItemViewModel?

    /// 004's `bindViewModel:`.
    public func bindViewModel(_ viewModel: GoodsItemViewModel) {
        self.viewModel = viewModel
        userHeadButton.setImage(UIImage(named: viewModel.avatarName), for: .normal)
        userNameLabel.text = viewModel.goods.nickName
        realNameIcon.isHidden = !viewModel.goods.iszm
        userIdLabel.text = viewModel.userId
        priceLabel.text = viewModel.price
        freightLabel.text = viewModel.freightExplain
        titleLabel.text = viewModel.goods.title
        locationButton.setTitle(viewModel.goods.location, for: .normal)
        commentButton.setTitle(viewModel.commentTitle, for: .normal)
    }

    private func run(_ command: (@MainActor (GoodsItemViewModel) -> Void)?) {
        guard let viewModel = viewModel else { return }
        command?(viewModel)
    }
}
