import HeadlessUIKit

/// A goods row: the seller's avatar, nickname, 芝麻认证 mark and id, the price, the freight, the
/// title, the location, the like and the comments, laid out and exposed.
public final class GoodsCell: UITableViewCell {
    public let userHeadButton = UIButton(identifier: "goodsCell.avatar")
    public let userNameLabel = UILabel(identifier: "goodsCell.nickName")
    public let realNameIcon = UIImageView(identifier: "goodsCell.zm")
    public let userIdLabel = UILabel(identifier: "goodsCell.userId")
    public let priceLabel = UILabel(identifier: "goodsCell.price")
    public let freightLabel = UILabel(identifier: "goodsCell.freight")
    public let titleLabel = UILabel(identifier: "goodsCell.title")
    public let locationButton = UIButton(identifier: "goodsCell.location")
    public let likeButton = UIButton(identifier: "goodsCell.like")
    public let commentButton = UIButton(identifier: "goodsCell.comments")

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
    }
}
