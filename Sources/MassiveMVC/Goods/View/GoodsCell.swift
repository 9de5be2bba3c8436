import HeadlessUIKit
import Shared

/// A goods row bound to the model (`cell.goods = goods[row]`): it formats the goods itself, the
/// freight's "又臭又长的逻辑代码" that 004 moves into the view model included, so it can show nothing
/// but a `Goods`. Its taps go to the handlers the view controller set.
public final class GoodsCell: UITableViewCell {
    public var didClickLikeHandler: (@MainActor () -> Void)?
    public var didClickAvatarHandler: (@MainActor () -> Void)?
    public var didClickLocationHandler: (@MainActor () -> Void)?
    public var didClickCommentHandler: (@MainActor () -> Void)?

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
        likeButton.addAction(UIAction { [weak self] _ in self?.didClickLikeHandler?() }, for: .touchUpInside)
        userHeadButton.addAction(UIAction { [weak self] _ in self?.didClickAvatarHandler?() }, for: .touchUpInside)
        locationButton.addAction(UIAction { [weak self] _ in self?.didClickLocationHandler?() }, for: .touchUpInside)
        commentButton.addAction(UIAction { [weak self] _ in self?.didClickCommentHandler?() }, for: .touchUpInside)
    }

    public var goods: Goods? {
        didSet {
            guard let goods else { return }
            userHeadButton.setImage(
                UIImage(named: goods.avatar.isEmpty ? "placeholderUserIcon" : goods.avatar), for: .normal)
            userNameLabel.text = goods.nickName
            realNameIcon.isHidden = !goods.iszm
            userIdLabel.text = "用户ID:\(goods.userId)"
            priceLabel.text = "¥\(goods.price)"
            switch goods.expressType {
            case .free: freightLabel.text = "包邮"
            case .value: freightLabel.text = "运费 ¥\(goods.expressFee)"
            case .feeding: freightLabel.text = "运费待议"
            }
            titleLabel.text = goods.title
            locationButton.setTitle(goods.location, for: .normal)
            likeButton.setTitle("赞 \(goods.likeCount)", for: .normal)
            likeButton.isEnabled = !goods.isLiked && !isLiking
            commentButton.setTitle("评论 \(goods.commentCount)", for: .normal)
        }
    }

    /// Set by the view controller while the like request is in flight.
    public var isLiking = false {
        didSet { likeButton.isEnabled = !isLiking && !(goods?.isLiked ?? false) }
    }
}
