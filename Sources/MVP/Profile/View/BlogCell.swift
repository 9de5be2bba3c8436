import HeadlessUIKit

/// A blog row: it renders its `BlogCellPresenter` and forwards the like tap to it.
public final class BlogCell: UITableViewCell, BlogCellView {
    private let titleLabel = UILabel(identifier: "blogCell.title")
    private let authorLabel = UILabel(identifier: "blogCell.author")
    private let likeCountLabel = UILabel(identifier: "blogCell.likeCount")
    private let likeButton = UIButton(identifier: "blogCell.like")

    public required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessibilityIdentifier = "blogCell"
        for subview in [titleLabel, authorLabel, likeCountLabel, likeButton] { contentView.addSubview(subview) }
        likeButton.setTitle("赞", for: .normal)
        likeButton.addAction(UIAction { [weak self] _ in self?.presenter?.likeBlog() }, for: .touchUpInside)
    }

    public var presenter: BlogCellPresenter? {
        willSet {
            presenter?.detach(self)
        }
        didSet {
            presenter?.attach(self)
            titleLabel.text = presenter?.titleText
            authorLabel.text = presenter?.authorText
            blogCellPresenterDidUpdate()
        }
    }

    // MARK: - BlogCellView

    public func blogCellPresenterDidUpdate() {
        likeCountLabel.text = presenter?.likeCountText
        likeButton.isEnabled = presenter?.isLikeEnabled ?? false
    }
}
