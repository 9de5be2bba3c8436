import Foundation
import HeadlessUIKit

/// The messages module's C: it fills the layout-only `SystemMessageListView` from
/// `SystemMessagesViewModel`, and gives each cell a `SystemMessageCellController` of its own. A
/// fetched list reloads the table; a row that changed, as its cell's controller hears, is reloaded
/// alone, and scrolled to when the user's tap changed it.
public final class SystemMessageListController: UITableViewDataSource, UITableViewDelegate {
    private static let reuseID = "SystemMessageCell"

    public let view: SystemMessageListView
    private let viewModel: SystemMessagesViewModel
    private let bindings = Bindings()
    /// One controller per cell the table made; a reused cell keeps its controller.
    private var cellControllers: [ObjectIdentifier: SystemMessageCellController] = [:]
    /// The row the user tapped, scrolled to once it is reloaded.
    private weak var tappedRow: SystemMessageItemViewModel?

    public init(view: SystemMessageListView, viewModel: SystemMessagesViewModel) {
        self.view = view
        self.viewModel = viewModel
        view.tableView.dataSource = self
        view.tableView.delegate = self
        view.tableView.register(SystemMessageCell.self, forCellReuseIdentifier: Self.reuseID)
        view.tableView.header = RefreshHeader { [weak viewModel] in viewModel?.refresh() }
        view.emptyLabel.text = viewModel.emptyText
        bind()
    }

    public func fetchData() {
        viewModel.fetchMessages()
    }

    private func bind() {
        bindings.bindChanges(
            self, { $0.viewModel.rows }, to: { controller, _ in controller.view.tableView.reloadData() })
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

    /// Reloads the row the cell's controller shows, if that cell still shows it, found by identity.
    private func redraw(shownBy cellController: SystemMessageCellController) {
        let tableView = view.tableView
        guard let row = cellController.viewModel, let index = viewModel.rows.firstIndex(where: { $0 === row }) else {
            return
        }
        let indexPath = IndexPath(row: index, section: 0)
        guard let cell = tableView.cellForRow(at: indexPath), cellControllers[ObjectIdentifier(cell)] === cellController
        else { return }
        tableView.reloadRows(at: [indexPath], with: .automatic)
        if tappedRow === row {
            tappedRow = nil
            tableView.scrollToRow(at: indexPath, at: .bottom, animated: true)
        }
    }

    // MARK: - UITableViewDataSource, UITableViewDelegate

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.rows.count
    }

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        SystemMessageCellController.layout(of: viewModel.rows[indexPath.row]).height
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: Self.reuseID, for: indexPath)
            as! SystemMessageCell
        let controller = cellControllers[ObjectIdentifier(cell)] ?? makeController(for: cell)
        controller.viewModel = viewModel.rows[indexPath.row]
        return cell
    }

    private func makeController(for cell: SystemMessageCell) -> SystemMessageCellController {
        let controller = SystemMessageCellController(cell: cell)
        controller.onClickMoreCommand = { [weak self] row in
            self?.tappedRow = row
            self?.viewModel.toggleMore(messageID: row.messageID)
        }
        controller.onRowChangeCommand = { [weak self] in self?.redraw(shownBy: $0) }
        cellControllers[ObjectIdentifier(cell)] = controller
        return controller
    }
}
