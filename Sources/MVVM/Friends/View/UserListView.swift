import Foundation
import HeadlessUIKit
import Shared

/// The list module's V, for both lists: the table bound to `UserListViewModel`. It hands each cell
/// its row's view model, whichever implementation that is, and the height the row asks for.
public final class UserListView: UIView, UITableViewDataSource, UITableViewDelegate {
    /// Set by the scene: what a row's avatar opens.
    public var onClickAvatarCommand: (@MainActor (Friend) -> Void)?

    private let tableView = UITableView(identifier: "userList")
    private let emptyLabel = UILabel(identifier: "userList.empty")
    private let viewModel: UserListViewModel
    private let bindings = Bindings()

    public init(viewModel: UserListViewModel) {
        self.viewModel = viewModel
        super.init()
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UserCell.self, forCellReuseIdentifier: UserCell.cellReuseIdentifier)
        emptyLabel.text = viewModel.emptyText
        tableView.addSubview(emptyLabel)
        addSubview(tableView)
        bind()
    }

    public func fetchData() {
        viewModel.fetchData()
    }

    private func bind() {
        bindings.bindChanges(self, { $0.viewModel.cellViewModels }, to: { view, _ in view.tableView.reloadData() })
        bindings.bind(self, { $0.viewModel.isEmpty }, to: { $0.emptyLabel.isHidden = !$1 })
        bindings.bind(
            self, { $0.viewModel.errorMessage },
            to: { view, message in
                if let message {
                    view.tableView.showError(message) { [weak view] in view?.viewModel.fetchData() }
                } else {
                    view.tableView.hideError()
                }
            })
        bindings.bind(
            self, { $0.viewModel.toasts },
            to: { view, toasts in
                guard !toasts.isEmpty else { return }
                for message in toasts { view.makeToast(message) }
                view.viewModel.didShowToasts()
            })
    }

    // MARK: - UITableViewDataSource && Delegate

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.cellViewModels.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: UserCell.cellReuseIdentifier, for: indexPath) as! UserCell
        cell.viewModel = viewModel.cellViewModels[indexPath.row]
        cell.onClickAvatarCommand = { [weak self] user in self?.onClickAvatarCommand?(user) }
        return cell
    }

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        viewModel.cellViewModels[indexPath.row].contentHeight
    }
}
