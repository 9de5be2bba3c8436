import HeadlessUIKit

/// A goods row: it renders its `GoodsCellPresenter` and forwards the like, the avatar, the location
/// and the comments to it.
public final class GoodsCell: UITableViewCell, GoodsCellView {
    public static let cellReuseIdentifier = "GoodsCell"
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
        likeButton.addAction(UIAction { [weak self] _ in self?.presenter?.likeGoods() }, for: .touchUpInside)
        userHeadButton.addAction(UIAction { [weak self] _ in self?.presenter?.showProfile() }, for: .touchUpInside)
        locationButton.addAction(UIAction { [weak self] _ in self?.presenter?.showLocation() }, for: .touchUpInside)
        commentButton.addAction(UIAction { [weak self] _ in self?.presenter?.showComments() }, for: .touchUpInside)
    }

    public var presenter: GoodsCellPresenter? {
        willSet {
            presenter?.detach(self)
        }
        didSet {
            presenter?.attach(self)
            userHeadButton.setImage(presenter.flatMap { UIImage(named: $0.avatarName) }, for: .normal)
            userNameLabel.text = presenter?.nickNameText
            realNameIcon.isHidden = !(presenter?.isVerified ?? false)
            userIdLabel.text = presenter?.userIdText
            priceLabel.text = presenter?.priceText
            freightLabel.text = presenter?.freightText
            titleLabel.text = presenter?.titleText
            locationButton.setTitle(presenter?.locationText, for: .normal)
            commentButton.setTitle(presenter?.commentText, for: .normal)
            goodsCellPresenterDidUpdate()
        }
    }

    // MARK: - GoodsCellView

    public func goodsCellPresenterDidUpdate() {
        likeButton.setTitle(presenter?.likeText, for: .normal)
        likeButton.isEnabled = presenter?.isLikeEnabled ?? false
    }
}
