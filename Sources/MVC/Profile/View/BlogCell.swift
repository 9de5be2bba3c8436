import HeadlessUIKit
import Shared

/// A blog row. It takes plain display values through setters; as in the seed, it also sends the
/// like request itself, which is the business logic MVC leaves in its view layer.
public final class BlogCell: UITableViewCell {
    public var blogId = 0
    public var apiManager: (any UserAPIManager)?
    public var willLikeHandler: (@MainActor () -> Void)?
    public var didLikeHandler: (@MainActor () -> Void)?
    public var didFailToLikeHandler: (@MainActor () -> Void)?

    private let titleLabel = UILabel(identifier: "blogCell.title")
    private let authorLabel = UILabel(identifier: "blogCell.author")
    private let likeCountLabel = UILabel(identifier: "blogCell.likeCount")
    private let likeButton = UIButton(identifier: "blogCell.like")

    public required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessibilityIdentifier = "blogCell"
        for subview in [titleLabel, authorLabel, likeCountLabel, likeButton] { contentView.addSubview(subview) }
        likeButton.setTitle("赞", for: .normal)
        likeButton.addAction(UIAction { [weak self] _ in self?.onClickLikeButton() }, for: .touchUpInside)
    }

    public var titleText: String? {
        get { titleLabel.text }
        set { titleLabel.text = newValue }
    }

    public var authorText: String? {
        get { authorLabel.text }
        set { authorLabel.text = newValue }
    }

    public var likeCountText: String? {
        get { likeCountLabel.text }
        set { likeCountLabel.text = newValue }
    }

    public var isLikeEnabled: Bool {
        get { likeButton.isEnabled }
        set { likeButton.isEnabled = newValue }
    }

    private func onClickLikeButton() {
        // The answer goes to the handlers of the row tapped: by the time it arrives, this cell
        // may show another row.
        let (didLike, didFailToLike) = (didLikeHandler, didFailToLikeHandler)
        isLikeEnabled = false
        willLikeHandler?()
        apiManager?.likeBlog(blogId: blogId) { result in
            switch result {
            case .success: didLike?()
            case .failure: didFailToLike?()
            }
        }
    }
}
