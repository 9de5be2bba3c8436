import Foundation
import HeadlessUIKit

/// The cart module's C: it fills the layout-only `CartListView` from `CartViewModel`. The rows,
/// the empty message, the error and the toasts are bound here; the rows' taps become the view
/// model's commands; each cell gets a `CartCellController` of its own. A row is filled, not bound:
/// any change of the rows reloads the table.
public final class CartListController: UITableViewDataSource {
    private static let cellReuseIdentifier = "CartCell"

    public let view: CartListView
    private let viewModel: CartViewModel
    private let bindings = Bindings()
    /// The rows the table shows, as of the last reload.
    private var rows: [CartItemViewModel] = []
    /// One controller per cell the table made; a reused cell keeps its controller.
    private var cellControllers: [ObjectIdentifier: CartCellController] = [:]

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
        let controller = cellControllers[ObjectIdentifier(cell)] ?? makeCellController(for: cell)
        controller.viewModel = rows[indexPath.row]
        return cell
    }

    private func makeCellController(for cell: CartCell) -> CartCellController {
        let controller = CartCellController(cell: cell)
        controller.onClickAddCommand = { [weak self] row in self?.viewModel.add(itemId: row.itemId) }
        controller.onClickReduceCommand = { [weak self] row in self?.viewModel.reduce(itemId: row.itemId) }
        controller.onClickDeleteCommand = { [weak self] row in self?.viewModel.delete(itemId: row.itemId) }
        cellControllers[ObjectIdentifier(cell)] = controller
        return controller
    }
}
