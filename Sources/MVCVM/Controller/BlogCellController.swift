import HeadlessUIKit

/// The C of one blog cell: it binds the cell's exposed subviews to the `BlogCellViewModel` the
/// cell shows now, and sends the like tap to it. It lives as long as its cell, and is bound again
/// each time the table reuses the cell for another row.
@MainActor
public final class BlogCellController {
    private weak var cell: BlogCell?
    private var viewModel: BlogCellViewModel?
    private let bindings = Bindings()

    public init(cell: BlogCell) {
        self.cell = cell
        cell.likeButton.setTitle("赞", for: .normal)
        cell.likeButton.addAction(UIAction { [weak self] _ in self?.viewModel?.likeBlog() }, for: .touchUpInside)
    }

    public func bind(to viewModel: BlogCellViewModel) {
        // A reload hands a visible cell the row it already shows: its binding still holds.
        guard viewModel !== self.viewModel else { return }
        bindings.unbindAll()
        self.viewModel = viewModel
        cell?.titleLabel.text = viewModel.title
        cell?.authorLabel.text = viewModel.author
        // One binding for the row's changing state, as MVVM's cell has it: each binding stays
        // registered in its view model until that changes.
        bindings.bind(
            self, { controller in controller.viewModel.map { ($0.likeCount, $0.isLikeEnabled) } },
            to: { controller, state in
                guard let (likeCount, isLikeEnabled) = state, let cell = controller.cell else { return }
                if cell.likeCountLabel.text != likeCount { cell.likeCountLabel.text = likeCount }
                cell.likeButton.isEnabled = isLikeEnabled
            })
    }
}
