import HeadlessUIKit
import Observation

/// A blog row: bound once, as the seed binds through `RACObserve(self, viewModel.x)`, to the
/// `BlogCellViewModel` the cell shows now, and the like tap runs that view model's command.
@Observable
public final class BlogCell: UITableViewCell {
    private let bindings = Bindings()
    private let titleLabel = UILabel(identifier: "blogCell.title")
    private let authorLabel = UILabel(identifier: "blogCell.author")
    private let likeCountLabel = UILabel(identifier: "blogCell.likeCount")
    private let likeButton = UIButton(identifier: "blogCell.like")

    public required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessibilityIdentifier = "blogCell"
        for subview in [titleLabel, authorLabel, likeCountLabel, likeButton] { contentView.addSubview(subview) }
        likeButton.setTitle("赞", for: .normal)
        likeButton.addAction(UIAction { [weak self] _ in self?.viewModel?.likeBlog() }, for: .touchUpInside)
        // One binding renders the whole row, as the seed's cell subscribes once to what it shows
        // (`[RACObserve(self, viewModel.isFollowing) subscribeNext:…]`): the cell registers one
        // observation per row it shows, as MVP's cell has one update method.
        bindings.bind(
            self,
            {
                $0.viewModel.map {
                    (title: $0.title, author: $0.author, likes: $0.likeCount, enabled: $0.isLikeEnabled)
                }
            },
            to: { cell, row in
                cell.titleLabel.text = row?.title
                cell.authorLabel.text = row?.author
                cell.likeCountLabel.text = row?.likes
                cell.likeButton.isEnabled = row?.enabled ?? false
            })
    }

    /// The row the cell shows, observable as KVO makes the seed's `viewModel` property: every
    /// binding reads through it, so a reused cell that is handed another row stops observing the
    /// old one and renders the new one.
    public var viewModel: BlogCellViewModel?

}
