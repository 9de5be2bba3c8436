import HeadlessUIKit
import Shared

/// 004's `SUGoodsCell`: it draws the goods row it is given and sends its taps as messages naming
/// that row's goods.
public final class GoodsCell: UITableViewCell {
    public static let cellReuseIdentifier = "GoodsCell"
    /// The row the cell shows.
    public private(set) var row: GoodsRow?
    public var send: (@MainActor (GoodsState.Message) -> Void)?
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
        let taps: [(UIButton, @MainActor (Int) -> GoodsState.Message)] = [
            (likeButton, { .like(goodsId: $0) }), (userHeadButton, { .tapAvatar(goodsId: $0) }),
            (locationButton, { .tapLocation(goodsId: $0) }), (commentButton, { .tapComments(goodsId: $0) }),
        ]
        for (button, message) in taps {
            button.addAction(
                UIAction { [weak self] _ in
                    guard let self, let goodsId = row?.goods.goodsId else { return }
                    send?(message(goodsId))
                }, for: .touchUpInside)
        }
    }

    public func render(_ row: GoodsRow) {
        self.row = row
        userHeadButton.setImage(UIImage(named: row.avatarName), for: .normal)
        userNameLabel.text = row.goods.nickName
        realNameIcon.isHidden = !row.goods.iszm
        userIdLabel.text = row.userId
        priceLabel.text = row.price
        freightLabel.text = row.freightExplain
        titleLabel.text = row.goods.title
        locationButton.setTitle(row.goods.location, for: .normal)
        likeButton.setTitle(row.likeTitle, for: .normal)
        likeButton.isEnabled = row.isLikeEnabled
        commentButton.setTitle(row.commentTitle, for: .normal)
    }
}
