import HeadlessUIKit
import Observation

/// The C of one blog cell: it binds the cell's exposed subviews, once, to the `BlogCellViewModel`
/// the cell shows now, and sends the like tap to it. It lives as long as its cell; the table's
/// controller hands it another view model each time the cell is reused for another row.
@MainActor
@Observable
public final class BlogCellController {
    @ObservationIgnored private weak var cell: BlogCell?
    private let bindings = Bindings()

    public init(cell: BlogCell) {
        self.cell = cell
        cell.likeButton.setTitle("赞", for: .normal)
        cell.likeButton.addAction(UIAction { [weak self] _ in self?.viewModel?.likeBlog() }, for: .touchUpInside)
        // One render for the row, as MVVM's cell has it.
        bindings.bind(
            self,
            {
                $0.viewModel.map {
                    (title: $0.title, author: $0.author, likes: $0.likeCount, enabled: $0.isLikeEnabled)
                }
            },
            to: { controller, row in
                guard let cell = controller.cell else { return }
                cell.titleLabel.text = row?.title
                cell.authorLabel.text = row?.author
                cell.likeCountLabel.text = row?.likes
                cell.likeButton.isEnabled = row?.enabled ?? false
            })
    }

    /// The row the cell shows, observable as KVO makes the seed's `viewModel` property: every
    /// binding reads through it, so handing the controller another row stops the observation of
    /// the old one and renders the new one.
    public var viewModel: BlogCellViewModel?

}
