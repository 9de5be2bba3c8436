import Foundation
import HeadlessUIKit
import Scenario
import Shared

/// The scene and driver of either list, over the row implementation its list chose: it makes the
/// list's store, renders the state (the table when the users change, a visible row in place when its
/// look changes, the HUD, the empty message and the error view), sends the cells' taps as messages,
/// and runs every command: the list's fetch, the rows' requests, a toast, opening a profile.
public final class UserListViewController<Row: UserRow>: UIViewController, UITableViewDataSource,
    UITableViewDelegate
{
    /// The list's fetch, friends or follows.
    public typealias Fetch =
        @MainActor (
            _ api: any FriendAPIManager, _ userId: Int, _ completion: @escaping APICompletion<[Friend]>
        ) -> Void

    private let environment: FriendsEnvironment
    private let fetch: Fetch
    private lazy var store = Store(UserListState<Row>(userId: userId, loginUserId: environment.loginUserId)) {
        [weak self] command, send in self?.run(command, send: send)
    }
    private let userId: Int
    private let tableView = UITableView(identifier: "userList")
    private let emptyLabel = UILabel(identifier: "userList.empty")
    /// The state the screen shows, which each render compares the new one with.
    private var shown: UserListState<Row>?

    init(userId: Int, environment: FriendsEnvironment, fetch: @escaping Fetch) {
        self.userId = userId
        self.environment = environment
        self.fetch = fetch
        super.init()
        title = Row.title
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UserCell.self, forCellReuseIdentifier: UserCell.cellReuseIdentifier)
        emptyLabel.text = Row.emptyText
        tableView.addSubview(emptyLabel)
        view.addSubview(tableView)
        store.render { [weak self] in self?.render($0) }
        store.send(.fetch)
    }

    private func render(_ state: UserListState<Row>) {
        let old = shown
        shown = state
        if let old, state.rows.map(\.user.userId) == old.rows.map(\.user.userId) {
            for indexPath in tableView.indexPathsForVisibleRows ?? [] {
                let look = UserRowLook(state.rows[indexPath.row], loginUserId: state.loginUserId)
                if let cell = tableView.cellForRow(at: indexPath) as? UserCell, cell.look != look { cell.render(look) }
            }
        } else if old != nil {
            tableView.reloadData()
        }
        if state.isEmpty != old?.isEmpty { emptyLabel.isHidden = !state.isEmpty }
        if state.isLoading != old?.isLoading {
            if state.isLoading {
                MBProgressHUD.showAdded(to: view, animated: true)
            } else {
                MBProgressHUD.hide(for: view, animated: true)
            }
        }
        if state.errorMessage != old?.errorMessage {
            if let message = state.errorMessage {
                tableView.showError(message) { [weak self] in self?.store.send(.fetch) }
            } else {
                tableView.hideError()
            }
        }
    }

    /// The commands: the list's and the rows' requests, answered as messages, and the screen's own.
    private func run(
        _ command: UserListState<Row>.Command, send: @escaping @MainActor (UserListState<Row>.Message) -> Void
    ) {
        let api = environment.api
        switch command {
        case .fetchList(let userId):
            fetch(api, userId) { send(.fetched($0.answer)) }
        case .send(let request, let userId):
            let answer: APICompletion<Void> = {
                send(.answered(userId: userId, request, succeeded: (try? $0.get()) != nil))
            }
            switch request {
            case .addFriend: api.addFriend(userId: userId, msg: "你好, 我是xxx", completion: answer)
            case .deleteFriend: api.deleteFriend(userId: userId, completion: answer)
            case .follow: api.followUser(userId: userId, completion: answer)
            case .unfollow: api.unfollowUser(userId: userId, completion: answer)
            }
        case .toast(let text):
            view.makeToast(text)
        case .openProfile(let userId):
            navigationController?.pushViewController(
                TEAArchitecture.makeProfileScreen(userId: userId, environment: environment.profileEnvironment),
                animated: true)
        }
    }

    // MARK: - UITableViewDataSource && Delegate

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shown?.rows.count ?? 0
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: UserCell.cellReuseIdentifier, for: indexPath)
        if let cell = cell as? UserCell, let shown {
            cell.render(UserRowLook(shown.rows[indexPath.row], loginUserId: shown.loginUserId))
            cell.send = { [weak self] tap, userId in
                switch tap {
                case .avatar: self?.store.send(.tapAvatar(userId: userId))
                case .right: self?.store.send(.tapRight(userId: userId))
                case .delete: self?.store.send(.tapDelete(userId: userId))
                }
            }
        }
        return cell
    }

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        shown.map { $0.rows[indexPath.row].contentHeight(loginUserId: $0.loginUserId) } ?? 0
    }
}
