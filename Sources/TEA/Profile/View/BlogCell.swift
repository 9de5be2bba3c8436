import HeadlessUIKit

/// A blog row: it draws the row it is given; the like tap sends `.like` with the row's blog.
public final class BlogCell: UITableViewCell {
    /// The row the cell shows.
    public private(set) var row: BlogRow?
    public var send: (@MainActor (BlogListState.Message) -> Void)?
    private let titleLabel = UILabel(identifier: "blogCell.title")
    private let authorLabel = UILabel(identifier: "blogCell.author")
    private let likeCountLabel = UILabel(identifier: "blogCell.likeCount")
    private let likeButton = UIButton(identifier: "blogCell.like")

    public required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessibilityIdentifier = "blogCell"
        for subview in [titleLabel, authorLabel, likeCountLabel, likeButton] { contentView.addSubview(subview) }
        likeButton.setTitle("赞", for: .normal)
        likeButton.addAction(
            UIAction { [weak self] _ in
                guard let self, let blogId = row?.blogId else { return }
                send?(.like(blogId: blogId))
            }, for: .touchUpInside)
    }

    public func render(_ row: BlogRow) {
        self.row = row
        titleLabel.text = row.title
        authorLabel.text = row.author
        likeCountLabel.text = row.likeCount
        likeButton.isEnabled = row.isLikeEnabled
    }
}
