import HeadlessUIKit
import Observation

/// A blog row: each label is bound once, in the seed's `RAC(self.likeCountLabel, text) =
/// RACObserve(self, viewModel.likeCount)` shape, to the `BlogCellViewModel` the cell shows now,
/// and the like tap runs that view model's command.
public final class BlogCell: UITableViewCell, Observable {
    private let bindings = Bindings()
    private let registrar = ObservationRegistrar()
    private let titleLabel = UILabel(identifier: "blogCell.title")
    private let authorLabel = UILabel(identifier: "blogCell.author")
    private let likeCountLabel = UILabel(identifier: "blogCell.likeCount")
    private let likeButton = UIButton(identifier: "blogCell.like")
    private var shownViewModel: BlogCellViewModel?

    public required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessibilityIdentifier = "blogCell"
        for subview in [titleLabel, authorLabel, likeCountLabel, likeButton] { contentView.addSubview(subview) }
        likeButton.setTitle("赞", for: .normal)
        likeButton.addAction(UIAction { [weak self] _ in self?.viewModel?.likeBlog() }, for: .touchUpInside)
        bindings.bind(self, { $0.viewModel?.title }, to: { $0.titleLabel.text = $1 })
        bindings.bind(self, { $0.viewModel?.author }, to: { $0.authorLabel.text = $1 })
        bindings.bind(self, { $0.viewModel?.likeCount }, to: { $0.likeCountLabel.text = $1 })
        bindings.bind(self, { $0.viewModel?.isLikeEnabled ?? false }, to: { $0.likeButton.isEnabled = $1 })
    }

    /// The row the cell shows, observable as KVO makes the seed's `viewModel` property: every
    /// binding reads through it, so a reused cell that is handed another row stops observing the
    /// old one and renders the new one.
    public var viewModel: BlogCellViewModel? {
        get {
            registrar.access(self, keyPath: \.viewModel)
            return shownViewModel
        }
        set {
            registrar.withMutation(of: self, keyPath: \.viewModel) { shownViewModel = newValue }
        }
    }
}
