import HeadlessUIKit
import Shared

/// A blog row bound to the model, as in the seed's first version (`cell.blog = self.blogs[row]`):
/// it formats the blog itself, so it can show nothing but a `Blog`.
public final class BlogCell: UITableViewCell {
    public var didClickLikeHandler: (@MainActor () -> Void)?

    private let titleLabel = UILabel(identifier: "blogCell.title")
    private let authorLabel = UILabel(identifier: "blogCell.author")
    private let likeLabel = UILabel(identifier: "blogCell.likeCount")
    private let likeButton = UIButton(identifier: "blogCell.like")

    public required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessibilityIdentifier = "blogCell"
        for subview in [titleLabel, authorLabel, likeLabel, likeButton] { contentView.addSubview(subview) }
        likeButton.setTitle("赞", for: .normal)
        likeButton.addAction(UIAction { [weak self] _ in self?.didClickLikeHandler?() }, for: .touchUpInside)
    }

    public var blog: Blog? {
        didSet {
            guard let blog else { return }
            titleLabel.text = blog.title
            authorLabel.text = "作者姓名: \(blog.authorName)"
            likeLabel.text = "赞 \(blog.likeCount)"
            likeButton.isEnabled = !blog.isLiked
        }
    }

    /// Set by the view controller while the like request is in flight.
    public var isLiking = false {
        didSet { likeButton.isEnabled = !isLiking && !(blog?.isLiked ?? false) }
    }
}
