import Foundation
import HeadlessUIKit
import Observation
import Shared

/// The C of one message cell: it fills the cell's exposed subviews from the
/// `SystemMessageItemViewModel` the cell shows now, sends the "查看详情" tap up, and observes the
/// row. A row's height follows its state, which only the table can lay out again, so a change of
/// the row is not written into the cell here: the controller tells the list, which reloads the row
/// and so hands it back to be filled. It lives as long as its cell.
@MainActor
@Observable
public final class SystemMessageCellController {
    /// Set by the list controller: the row this controller shows changed since it was filled.
    @ObservationIgnored public var onRowChangeCommand: (@MainActor (SystemMessageCellController) -> Void)?
    /// Set by the list controller: what a tap on "查看详情" or "收起" does with the row.
    @ObservationIgnored public var onClickMoreCommand: (@MainActor (SystemMessageItemViewModel) -> Void)?
    @ObservationIgnored private weak var cell: SystemMessageCell?
    private let bindings = Bindings()
    /// What the cell was last filled with.
    @ObservationIgnored private var drawn: Drawn?

    private struct Drawn: Equatable {
        let row: ObjectIdentifier
        let message: SystemMessageModel
        let isExpanded: Bool
    }

    public init(cell: SystemMessageCell) {
        self.cell = cell
        cell.moreButton.addAction(
            UIAction { [weak self] _ in
                guard let self, let row = viewModel else { return }
                onClickMoreCommand?(row)
            }, for: .touchUpInside)
        bindings.bindChanges(
            self, { $0.viewModel.map(Self.state) },
            to: { controller, state in
                guard let state, let drawn = controller.drawn, state.row == drawn.row, state != drawn else { return }
                controller.onRowChangeCommand?(controller)
            })
    }

    /// The row the cell shows: handing it fills the cell, and the binding follows the new row.
    public var viewModel: SystemMessageItemViewModel? {
        didSet { fill() }
    }

    private func fill() {
        guard let cell, let row = viewModel else { return }
        cell.titleLabel.text = row.title
        cell.timeLabel.text = row.timeText
        cell.contentLabel.text = row.content
        cell.moreButton.setTitle(row.moreText, for: .normal)
        cell.unreadView.isHidden = !row.isUnread
        cell.apply(Self.layout(of: row))
        drawn = Self.state(row)
    }

    private static func state(_ row: SystemMessageItemViewModel) -> Drawn {
        Drawn(row: ObjectIdentifier(row), message: row.message, isExpanded: row.isExpanded)
    }

    /// 002's layout for the row, by the cell's arithmetic.
    static func layout(of row: SystemMessageItemViewModel) -> SystemMessageCell.Layout {
        SystemMessageCell.layout(
            title: row.title, publishedTime: row.publishedTime, author: row.author, content: row.content,
            isExpanded: row.isExpanded)
    }
}
