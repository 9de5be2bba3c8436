import Foundation
import HeadlessUIKit
import Shared

/// The list's view, for both lists: the table, reloaded on each answer that changes the rows,
/// the empty message and the error view; each cell follows its user's row and sends its taps.
public final class UserListView<Row: UserRow>: UIView, UITableViewDataSource, UITableViewDelegate {
    private let tableView = UITableView(identifier: "userList")
    private let emptyLabel = UILabel(identifier: "userList.empty")
    private let store: Store<UserListState<Row>>
    private let rendering = Rendering()

    public init(store: Store<UserListState<Row>>) {
        self.store = store
        super.init()
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UserCell.self, forCellReuseIdentifier: UserCell.cellReuseIdentifier)
        emptyLabel.text = Row.emptyText
        tableView.addSubview(emptyLabel)
        addSubview(tableView)
        rendering.followChanges(self, { $0.store.state.version }, render: { view, _ in view.tableView.reloadData() })
        rendering.follow(self, { $0.store.state.isEmpty }, render: { $0.emptyLabel.isHidden = !$1 })
        rendering.follow(
            self, { $0.store.state.errorMessage },
            render: { view, message in
                if let message {
                    view.tableView.showError(message) { [weak view] in view?.store.send(.fetch) }
                } else {
                    view.tableView.hideError()
                }
            })
    }

    // MARK: - UITableViewDataSource && Delegate

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.state.rows.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: UserCell.cellReuseIdentifier, for: indexPath)
        guard let cell = cell as? UserCell else { return cell }
        cell.shown = (
            store.state.rows[indexPath.row].user.userId,
            { [weak store] userId in
                store.flatMap { store in
                    store.state.row(userId).map { UserRowLook($0, loginUserId: store.state.loginUserId) }
                }
            }
        )
        cell.send = { [weak store] tap, userId in
            switch tap {
            case .avatar: store?.send(.tapAvatar(userId: userId))
            case .right: store?.send(.tapRight(userId: userId))
            case .delete: store?.send(.tapDelete(userId: userId))
            }
        }
        return cell
    }

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        store.state.rows[indexPath.row].contentHeight(loginUserId: store.state.loginUserId)
    }
}
