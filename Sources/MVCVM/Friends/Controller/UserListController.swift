import Foundation
import HeadlessUIKit
import Shared

/// The list's C, for both lists: it fills the layout-only `UserListView` from `UserListViewModel`
/// (rows, empty message, error, toasts), gives each cell a `UserCellController` of its own and each
/// row the height its view model asks for.
public final class UserListController: UITableViewDataSource, UITableViewDelegate {
    private static let cellReuseIdentifier = "UserCell"

    /// Set by the scene: what a row's avatar opens.
    public var onClickAvatarCommand: (@MainActor (Friend) -> Void)?

    public let view: UserListView
    private let viewModel: UserListViewModel
    private let bindings = Bindings()
    /// One controller per cell the table made; a reused cell keeps its controller.
    private var cellControllers: [ObjectIdentifier: UserCellController] = [:]

    public init(view: UserListView, viewModel: UserListViewModel) {
        self.view = view
        self.viewModel = viewModel
        view.tableView.dataSource = self
        view.tableView.delegate = self
        view.tableView.register(UserCell.self, forCellReuseIdentifier: Self.cellReuseIdentifier)
        view.emptyLabel.text = viewModel.emptyText
        bind()
    }

    public func fetchData() {
        viewModel.fetchData()
    }

    private func bind() {
        bindings.bindChanges(
            self, { $0.viewModel.cellViewModels }, to: { controller, _ in controller.view.tableView.reloadData() })
        bindings.bind(
            self, { $0.viewModel.isEmpty },
            to: { controller, isEmpty in controller.view.emptyLabel.isHidden = !isEmpty })
        bindings.bind(
            self, { $0.viewModel.errorMessage },
            to: { controller, message in
                if let message {
                    controller.view.tableView.showError(message) { [weak controller] in
                        controller?.viewModel.fetchData()
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

    // MARK: - UITableViewDataSource && Delegate

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.cellViewModels.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellReuseIdentifier, for: indexPath) as! UserCell
        let controller = cellControllers[ObjectIdentifier(cell)] ?? makeCellController(for: cell)
        controller.viewModel = viewModel.cellViewModels[indexPath.row]
        return cell
    }

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        viewModel.cellViewModels[indexPath.row].contentHeight
    }

    private func makeCellController(for cell: UserCell) -> UserCellController {
        let controller = UserCellController(cell: cell)
        controller.onClickAvatarCommand = { [weak self] user in self?.onClickAvatarCommand?(user) }
        cellControllers[ObjectIdentifier(cell)] = controller
        return controller
    }
}
