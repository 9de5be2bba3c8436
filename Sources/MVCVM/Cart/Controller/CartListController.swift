import Foundation
import HeadlessUIKit

/// The cart module's C: it fills the layout-only `CartListView` from `CartViewModel`. The rows,
/// the empty message, the error and the toasts are bound here; the rows' taps become the view
/// model's commands. A row is filled, not bound: any change of the rows reloads the table.
public final class CartListController: UITableViewDataSource {
    private static let cellReuseIdentifier = "CartCell"

    public let view: CartListView
    private let viewModel: CartViewModel
    private let bindings = Bindings()
    /// The rows the table shows, as of the last reload.
    private var rows: [CartItemViewModel] = []
    /// The item each cell the table made shows now; its buttons' actions read it at the tap.
    private var itemIdsByCell: [ObjectIdentifier: Int] = [:]

    public init(view: CartListView, viewModel: CartViewModel) {
        self.view = view
        self.viewModel = viewModel
        view.tableView.dataSource = self
        view.tableView.register(CartCell.self, forCellReuseIdentifier: Self.cellReuseIdentifier)
        view.emptyLabel.text = viewModel.emptyText
        bind()
    }

    public func fetchData() {
        viewModel.fetchCart()
    }

    private func bind() {
        bindings.bindChanges(
            self, { $0.viewModel.rows },
            to: { controller, rows in
                controller.rows = rows
                controller.view.tableView.reloadData()
            })
        bindings.bind(
            self, { $0.viewModel.isEmpty },
            to: { controller, isEmpty in controller.view.emptyLabel.isHidden = !isEmpty })
        bindings.bind(
            self, { $0.viewModel.errorMessage },
            to: { controller, message in
                if let message {
                    controller.view.tableView.showError(message) { [weak controller] in
                        controller?.viewModel.fetchCart()
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

    // MARK: - UITableViewDataSource

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellReuseIdentifier, for: indexPath) as! CartCell
        if itemIdsByCell[ObjectIdentifier(cell)] == nil { addActions(to: cell) }
        let row = rows[indexPath.row]
        itemIdsByCell[ObjectIdentifier(cell)] = row.itemId
        cell.nameLabel.text = row.name
        cell.numLabel.text = row.countText
        cell.addButton.isEnabled = row.canAdd
        cell.reduceButton.isEnabled = row.canReduce
        cell.deleteButton.isEnabled = row.canDelete
        return cell
    }

    /// Once per cell: its buttons send the command of the item it shows at the tap.
    private func addActions(to cell: CartCell) {
        let key = ObjectIdentifier(cell)
        cell.addButton.setTitle("+", for: .normal)
        cell.reduceButton.setTitle("−", for: .normal)
        cell.deleteButton.setTitle("删除", for: .normal)
        cell.addButton.addAction(
            UIAction { [weak self] _ in self?.itemIdsByCell[key].map { self?.viewModel.add(itemId: $0) } },
            for: .touchUpInside)
        cell.reduceButton.addAction(
            UIAction { [weak self] _ in self?.itemIdsByCell[key].map { self?.viewModel.reduce(itemId: $0) } },
            for: .touchUpInside)
        cell.deleteButton.addAction(
            UIAction { [weak self] _ in self?.itemIdsByCell[key].map { self?.viewModel.delete(itemId: $0) } },
            for: .touchUpInside)
    }
}
