import HeadlessUIKit
import Shared

/// A goods row, 004's MVC `SUGoodsCell`. It takes plain display values through setters; as the
/// profile's blog cell, it sends the like request itself, the business logic MVC leaves in its view
/// layer. Its avatar, location and comment taps go to the handlers its helper set.
public final class GoodsCell: UITableViewCell {
    public var goodsId = 0
    public var apiManager: (any GoodsAPIManager)?
    public var willLikeHandler: (@MainActor () -> Void)?
    public var didLikeHandler: (@MainActor () -> Void)?
    public var didFailToLikeHandler: (@MainActor () -> Void)?
    public var avatarHandler: (@MainActor () -> Void)?
    public var locationHandler: (@MainActor () -> Void)?
    public var commentHandler: (@MainActor () -> Void)?

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
        likeButton.addAction(UIAction { [weak self] _ in self?.onClickLikeButton() }, for: .touchUpInside)
        userHeadButton.addAction(UIAction { [weak self] _ in self?.avatarHandler?() }, for: .touchUpInside)
        locationButton.addAction(UIAction { [weak self] _ in self?.locationHandler?() }, for: .touchUpInside)
        commentButton.addAction(UIAction { [weak self] _ in self?.commentHandler?() }, for: .touchUpInside)
    }

    public var avatarName: String? {
        didSet { userHeadButton.setImage(avatarName.flatMap { UIImage(named: $0) }, for: .normal) }
    }

    public var nickNameText: String? {
        get { userNameLabel.text }
        set { userNameLabel.text = newValue }
    }

    public var isVerified: Bool {
        get { !realNameIcon.isHidden }
        set { realNameIcon.isHidden = !newValue }
    }

    public var userIdText: String? {
        get { userIdLabel.text }
        set { userIdLabel.text = newValue }
    }

    public var priceText: String? {
        get { priceLabel.text }
        set { priceLabel.text = newValue }
    }

    public var freightText: String? {
        get { freightLabel.text }
        set { freightLabel.text = newValue }
    }

    public var titleText: String? {
        get { titleLabel.text }
        set { titleLabel.text = newValue }
    }

    public var locationText: String? {
        get { locationButton.currentTitle }
        set { locationButton.setTitle(newValue, for: .normal) }
    }

    public var likeText: String? {
        get { likeButton.currentTitle }
        set { likeButton.setTitle(newValue, for: .normal) }
    }

    public var isLikeEnabled: Bool {
        get { likeButton.isEnabled }
        set { likeButton.isEnabled = newValue }
    }

    public var commentText: String? {
        get { commentButton.currentTitle }
        set { commentButton.setTitle(newValue, for: .normal) }
    }

    private func onClickLikeButton() {
        // The answer goes to the handlers of the row tapped: by the time it arrives, this cell
        // may show another row.
        let (didLike, didFailToLike) = (didLikeHandler, didFailToLikeHandler)
        isLikeEnabled = false
        willLikeHandler?()
        apiManager?.likeGoods(goodsId: goodsId) { result in
            switch result {
            case .success: didLike?()
            case .failure: didFailToLike?()
            }
        }
    }
}
