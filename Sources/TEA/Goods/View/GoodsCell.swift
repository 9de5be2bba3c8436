import HeadlessUIKit
import Observation
import Shared

/// 004's `SUGoodsCell`: it follows its goods' row in the store, wherever the row has scrolled, so a
/// like's answer redraws this cell and no other; its taps are messages naming its goods.
@Observable
public final class GoodsCell: UITableViewCell {
    public static let cellReuseIdentifier = "GoodsCell"
    /// The store and the goods the cell shows now, set by the table each time it configures the
    /// cell: the cell draws that goods' row then, as any configured cell does, and again whenever
    /// the row changes.
    public var shown: (store: Store<GoodsState>, goodsId: Int)? {
        didSet { configurations += 1 }
    }
    private var configurations = 0
    @ObservationIgnored private let rendering = Rendering()
    @ObservationIgnored private let userHeadButton = UIButton(identifier: "goodsCell.avatar")
    @ObservationIgnored private let userNameLabel = UILabel(identifier: "goodsCell.nickName")
    @ObservationIgnored private let realNameIcon = UIImageView(identifier: "goodsCell.zm")
    @ObservationIgnored private let userIdLabel = UILabel(identifier: "goodsCell.userId")
    @ObservationIgnored private let priceLabel = UILabel(identifier: "goodsCell.price")
    @ObservationIgnored private let freightLabel = UILabel(identifier: "goodsCell.freight")
    @ObservationIgnored private let titleLabel = UILabel(identifier: "goodsCell.title")
    @ObservationIgnored private let locationButton = UIButton(identifier: "goodsCell.location")
    @ObservationIgnored private let likeButton = UIButton(identifier: "goodsCell.like")
    @ObservationIgnored private let commentButton = UIButton(identifier: "goodsCell.comments")

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
        let taps: [(UIButton, @MainActor (Int) -> GoodsState.Message)] = [
            (likeButton, { .like(goodsId: $0) }), (userHeadButton, { .tapAvatar(goodsId: $0) }),
            (locationButton, { .tapLocation(goodsId: $0) }), (commentButton, { .tapComments(goodsId: $0) }),
        ]
        for (button, message) in taps {
            button.addAction(
                UIAction { [weak self] _ in
                    guard let shown = self?.shown else { return }
                    shown.store.send(message(shown.goodsId))
                }, for: .touchUpInside)
        }
        rendering.follow(
            self, { cell in (cell.shown.flatMap { $0.store.state.row($0.goodsId) }, cell.configurations) },
            render: { cell, shown in cell.render(shown.0) })
    }

    private func render(_ row: GoodsRow?) {
        userHeadButton.setImage(row.flatMap { UIImage(named: $0.avatarName) }, for: .normal)
        userNameLabel.text = row?.goods.nickName
        realNameIcon.isHidden = !(row?.goods.iszm ?? false)
        userIdLabel.text = row?.userId
        priceLabel.text = row?.price
        freightLabel.text = row?.freightExplain
        titleLabel.text = row?.goods.title
        locationButton.setTitle(row?.goods.location, for: .normal)
        commentButton.setTitle(row?.commentTitle, for: .normal)
        likeButton.setTitle(row?.likeTitle, for: .normal)
        likeButton.isEnabled = row?.isLikeEnabled ?? false
    }
}
