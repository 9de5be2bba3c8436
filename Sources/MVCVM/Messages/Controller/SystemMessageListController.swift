import Foundation
import HeadlessUIKit

/// The messages module's C: it fills the layout-only `SystemMessageListView` from
/// `SystemMessagesViewModel`, asks the cell for each row's layout, and turns a tap on "查看详情"
/// into the view model's command. A fetched list redraws the whole table; between two, it redraws
/// only the rows that changed, and scrolls to the row the user tapped.
public final class SystemMessageListController: UITableViewDataSource, UITableViewDelegate {
    private static let cellReuseIdentifier = "SystemMessageCell"

    public let view: SystemMessageListView
    private let viewModel: SystemMessagesViewModel
    private let bindings = Bindings()
    /// The rows the table shows, as of the last redraw.
    private var rows: [SystemMessageItemViewModel] = []
    private var drawnList = 0
    /// The message each cell the table made shows now; its button's action reads it at the tap.
    private var messageIDsByCell: [ObjectIdentifier: Int] = [:]
    /// The message whose row the user tapped, scrolled to once it is redrawn.
    private var tappedMessageID: Int?

    public init(view: SystemMessageListView, viewModel: SystemMessagesViewModel) {
        self.view = view
        self.viewModel = viewModel
        view.tableView.dataSource = self
        view.tableView.delegate = self
        view.tableView.register(SystemMessageCell.self, forCellReuseIdentifier: Self.cellReuseIdentifier)
        view.tableView.header = RefreshHeader { [weak viewModel] in viewModel?.refresh() }
        view.emptyLabel.text = viewModel.emptyText
        bind()
    }

    public func fetchData() {
        viewModel.fetchMessages()
    }

    private func bind() {
        bindings.bindChanges(
            self, { ($0.viewModel.rows, $0.viewModel.fetchedLists) },
            to: { controller, state in controller.redraw(state.0, list: state.1) })
        bindings.bind(
            self, { $0.viewModel.isEmpty },
            to: { controller, isEmpty in controller.view.emptyLabel.isHidden = !isEmpty })
        bindings.bind(
            self, { $0.viewModel.isFetching },
            to: { controller, isFetching in
                if !isFetching { controller.view.tableView.header?.endRefreshing() }
            })
        bindings.bind(
            self, { $0.viewModel.errorMessage },
            to: { controller, message in
                if let message {
                    controller.view.tableView.showError(message) { [weak controller] in
                        controller?.viewModel.fetchMessages()
                    }
                } else {
                    controller.view.tableView.hideError()
                }
            })
        bindings.bind(
            self, { $0.viewModel.toasts },
            to: { controller, toasts in
                guard !toasts.isEmpty else { return }
                for message in toasts { controller.view.makeToast(message) }
                controller.viewModel.didShowToasts()
            })
    }

    private func redraw(_ newRows: [SystemMessageItemViewModel], list: Int) {
        let old = rows
        rows = newRows
        let tableView = view.tableView
        if list == drawnList {
            let changed = newRows.indices.filter { old[$0] != newRows[$0] }
            tableView.reloadRows(at: changed.map { IndexPath(row: $0, section: 0) }, with: .automatic)
        } else {
            drawnList = list
            tableView.reloadData()
        }
        if let messageID = tappedMessageID, let index = newRows.firstIndex(where: { $0.messageID == messageID }) {
            tappedMessageID = nil
            tableView.scrollToRow(at: IndexPath(row: index, section: 0), at: .bottom, animated: true)
        }
    }

    // MARK: - UITableViewDataSource, UITableViewDelegate

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        layout(of: rows[indexPath.row]).height
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: Self.cellReuseIdentifier, for: indexPath)
            as! SystemMessageCell
        let key = ObjectIdentifier(cell)
        if messageIDsByCell[key] == nil {
            cell.moreButton.addAction(
                UIAction { [weak self] _ in
                    guard let self, let messageID = messageIDsByCell[key] else { return }
                    tappedMessageID = messageID
                    viewModel.toggleMore(messageID: messageID)
                }, for: .touchUpInside)
        }
        let row = rows[indexPath.row]
        messageIDsByCell[key] = row.messageID
        cell.titleLabel.text = row.title
        cell.timeLabel.text = row.timeText
        cell.contentLabel.text = row.content
        cell.moreButton.setTitle(row.moreText, for: .normal)
        cell.unreadView.isHidden = !row.isUnread
        cell.apply(layout(of: row))
        return cell
    }

    private func layout(of row: SystemMessageItemViewModel) -> SystemMessageCell.Layout {
        SystemMessageCell.layout(
            title: row.title, publishedTime: row.publishedTime, author: row.author,
            content: row.content, isExpanded: row.isExpanded)
    }
}
