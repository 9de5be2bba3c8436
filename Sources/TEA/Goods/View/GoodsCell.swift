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
        // The goods and the like apart, as 004's cell binds only the like: a like redraws the button.
        rendering.follow(self, both: { ($0.row.map(Look.init), $0.configurations) }, render: { $0.render($1.0) })
        rendering.follow(self, both: { ($0.row.map(Like.init), $0.configurations) }, render: { $0.render($1.0) })
    }

    private var row: GoodsRow? { shown.flatMap { $0.store.state.row($0.goodsId) } }

    /// What the row shows of its goods and its seller.
    private struct Look: Equatable {
        let avatarName, nickName, userId, price, freight, title, location, comments: String
        let isVerified: Bool

        init(_ row: GoodsRow) {
            avatarName = row.avatarName
            nickName = row.goods.nickName
            userId = row.userId
            price = row.price
            freight = row.freightExplain
            title = row.goods.title
            location = row.goods.location
            comments = row.commentTitle
            isVerified = row.goods.iszm
        }
    }

    /// What the row shows of its like.
    private struct Like: Equatable {
        let title: String
        let isEnabled: Bool

        init(_ row: GoodsRow) {
            title = row.likeTitle
            isEnabled = row.isLikeEnabled
        }
    }

    private func render(_ look: Look?) {
        userHeadButton.setImage(look.flatMap { UIImage(named: $0.avatarName) }, for: .normal)
        userNameLabel.text = look?.nickName
        realNameIcon.isHidden = !(look?.isVerified ?? false)
        userIdLabel.text = look?.userId
        priceLabel.text = look?.price
        freightLabel.text = look?.freight
        titleLabel.text = look?.title
        locationButton.setTitle(look?.location, for: .normal)
        commentButton.setTitle(look?.comments, for: .normal)
    }

    private func render(_ like: Like?) {
        likeButton.setTitle(like?.title, for: .normal)
        likeButton.isEnabled = like?.isEnabled ?? false
    }
}
