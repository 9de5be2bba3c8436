import HeadlessUIKit

/// A blog row: its labels and like button, laid out and exposed. What they show and what the tap
/// does is `BlogCellController`'s business.
public final class BlogCell: UITableViewCell {
    public let titleLabel = UILabel(identifier: "blogCell.title")
    public let authorLabel = UILabel(identifier: "blogCell.author")
    public let likeCountLabel = UILabel(identifier: "blogCell.likeCount")
    public let likeButton = UIButton(identifier: "blogCell.like")

    public required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessibilityIdentifier = "blogCell"
        for subview in [titleLabel, authorLabel, likeCountLabel, likeButton] { contentView.addSubview(subview) }
    }
}
