import HeadlessUIKit

/// A blog row: each label is bound to its `BlogCellViewModel`'s state, and the like tap runs
/// the view model's command.
public final class BlogCell: UITableViewCell {
    private let bindings = Bindings()
    private let titleLabel = UILabel(identifier: "blogCell.title")
    private let authorLabel = UILabel(identifier: "blogCell.author")
    private let likeCountLabel = UILabel(identifier: "blogCell.likeCount")
    private let likeButton = UIButton(identifier: "blogCell.like")

    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        accessibilityIdentifier = "blogCell"
        for subview in [titleLabel, authorLabel, likeCountLabel, likeButton] { addSubview(subview) }
        likeButton.title = "赞"
        likeButton.addAction { [weak self] in self?.viewModel?.likeBlog() }
    }

    public var viewModel: BlogCellViewModel? {
        didSet { bind() }
    }

    private func bind() {
        bindings.unbindAll()
        guard let viewModel else { return }
        titleLabel.text = viewModel.title
        authorLabel.text = viewModel.author
        bindings.bind(self, { $0.viewModel?.likeCount }, to: { $0.likeCountLabel.text = $1 })
        bindings.bind(self, { $0.viewModel?.isLikeEnabled ?? false }, to: { $0.likeButton.isEnabled = $1 })
        bindings.bind(
            self, { $0.viewModel?.likeFailureMessage },
            to: { cell, message in
                guard let message else { return }
                cell.makeToast(message)
                cell.viewModel?.didShowLikeFailure()
            })
    }
}
