import HeadlessUIKit
import Observation

/// A blog row: it follows its blog's row in the store, wherever the row has scrolled, so a like's
/// answer redraws this cell and no other; the like tap sends `.like` with the cell's blog.
@Observable
public final class BlogCell: UITableViewCell {
    /// The store and the blog the cell shows now, set by the table each time it configures the
    /// cell: the cell draws that blog's row then, as any configured cell does, and again whenever
    /// the row changes.
    public var shown: (store: Store<BlogListState>, blogId: Int)? {
        didSet { configurations += 1 }
    }
    private var configurations = 0
    @ObservationIgnored private let rendering = Rendering()
    @ObservationIgnored private let titleLabel = UILabel(identifier: "blogCell.title")
    @ObservationIgnored private let authorLabel = UILabel(identifier: "blogCell.author")
    @ObservationIgnored private let likeCountLabel = UILabel(identifier: "blogCell.likeCount")
    @ObservationIgnored private let likeButton = UIButton(identifier: "blogCell.like")

    public required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessibilityIdentifier = "blogCell"
        for subview in [titleLabel, authorLabel, likeCountLabel, likeButton] { contentView.addSubview(subview) }
        likeButton.setTitle("赞", for: .normal)
        likeButton.addAction(
            UIAction { [weak self] _ in
                guard let shown = self?.shown else { return }
                shown.store.send(.like(blogId: shown.blogId))
            }, for: .touchUpInside)
        rendering.follow(
            self, both: { cell in (cell.shown.flatMap { $0.store.state.row($0.blogId) }, cell.configurations) },
            render: { $0.render($1.0) })
    }

    private func render(_ row: BlogRow?) {
        titleLabel.text = row?.title
        authorLabel.text = row?.author
        likeCountLabel.text = row?.likeCount
        likeButton.isEnabled = row?.isLikeEnabled ?? false
    }
}
