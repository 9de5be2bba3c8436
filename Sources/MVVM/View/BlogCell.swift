import HeadlessUIKit

/// A blog row: each label is bound to its `BlogCellViewModel`'s state, and the like tap runs
/// the view model's command.
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
    }

    public var viewModel: BlogCellViewModel? {
        didSet {
            // A reload hands a visible cell the row it already shows: its binding still holds.
            if viewModel !== oldValue { bind() }
        }
    }

    private func bind() {
        bindings.unbindAll()
        guard let viewModel else { return }
        titleLabel.text = viewModel.title
        authorLabel.text = viewModel.author
        // One binding for the row's changing state, not one per property: Observation cannot cancel
        // a tracking, so each binding stays registered in its view model until that changes, and
        // a list scrolled once keeps one registration per row it showed (BENCHMARKS.md weighs one).
        // Labels are written only when their text changes.
        bindings.bind(
            self, { cell in cell.viewModel.map { ($0.likeCount, $0.isLikeEnabled) } },
            to: { cell, state in
                guard let (likeCount, isLikeEnabled) = state else { return }
                if cell.likeCountLabel.text != likeCount { cell.likeCountLabel.text = likeCount }
                cell.likeButton.isEnabled = isLikeEnabled
            })
    }
}
