import Foundation
import HeadlessUIKit
import Scenario
import Shared

/// Both lists in one view controller, as the baseline writes them: it fetches the users, keeps them
/// and which rows show their delete button, sends every request, rolls back every failure, and asks
/// `isFollowList` wherever the two lists differ. It is what 000's Q&A splits into one cell and two
/// view models.
public final class UserListVC: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let userId: Int
    private let isFollowList: Bool
    private let environment: FriendsEnvironment
    private let tableView = UITableView(identifier: "userList")
    private let emptyLabel = UILabel(identifier: "userList.empty")
    private var users: [Friend] = []
    /// The rows whose delete button shows, by user id.
    private var deleteShownIds: Set<Int> = []
    /// The rows whose deletion is in flight, by user id: their delete button stays hidden.
    private var deletingIds: Set<Int> = []

    init(userId: Int, isFollowList: Bool, environment: FriendsEnvironment) {
        self.userId = userId
        self.isFollowList = isFollowList
        self.environment = environment
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = isFollowList ? "关注" : "好友"
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UserCell.self, forCellReuseIdentifier: "UserCell")
        emptyLabel.text = isFollowList ? "暂无关注" : "暂无好友"
        emptyLabel.isHidden = true
        tableView.addSubview(emptyLabel)
        view.addSubview(tableView)
        fetchUsers()
    }

    private func fetchUsers() {
        MBProgressHUD.showAdded(to: view, animated: true)
        tableView.hideError()
        let completion: APICompletion<[Friend]> = { [weak self] result in
            guard let self else { return }
            MBProgressHUD.hide(for: view, animated: true)
            switch result {
            case .success(let users):
                self.users = users
                tableView.reloadData()
                emptyLabel.isHidden = !users.isEmpty
            case .failure(let error):
                tableView.showError(error.message) { [weak self] in self?.fetchUsers() }
            }
        }
        if isFollowList {
            environment.api.fetchFollows(userId: userId, completion: completion)
        } else {
            environment.api.fetchFriends(userId: userId, completion: completion)
        }
    }

    private func didClickRightButton(_ user: Friend) {
        if isFollowList {
            if user.followState {
                toggleDeleteButton(user.userId)
                return
            }
            setUser(user.userId) { $0.followState = true }
            environment.api.followUser(userId: user.userId) { [weak self] result in
                guard let self, case .failure = result, users.contains(where: { $0.userId == user.userId }) else {
                    return
                }
                setUser(user.userId) { $0.followState = false }
                view.makeToast("关注失败")
            }
        } else {
            switch user.friendState {
            case .none:
                setUser(user.userId) { $0.friendState = .pending }
                environment.api.addFriend(userId: user.userId, msg: "你好, 我是xxx") { [weak self] result in
                    guard let self, case .failure = result else { return }
                    setUser(user.userId) { $0.friendState = .none }
                    view.makeToast("添加好友失败")
                }
            case .pending: break
            case .friend: toggleDeleteButton(user.userId)
            }
        }
    }

    private func didClickDeleteButton(_ user: Friend) {
        deleteShownIds.remove(user.userId)
        deletingIds.insert(user.userId)
        redraw(user.userId)
        if isFollowList {
            environment.api.unfollowUser(userId: user.userId) { [weak self] result in
                self?.deletingIds.remove(user.userId)
                guard let self, users.contains(where: { $0.userId == user.userId }) else { return }
                switch result {
                case .success:
                    users.removeAll { $0.userId == user.userId }
                    tableView.reloadData()
                    emptyLabel.isHidden = !users.isEmpty
                case .failure: view.makeToast("取消关注失败")
                }
            }
        } else {
            environment.api.deleteFriend(userId: user.userId) { [weak self] result in
                guard let self else { return }
                deletingIds.remove(user.userId)
                switch result {
                case .success: setUser(user.userId) { $0.friendState = .none }
                case .failure: view.makeToast("删除好友失败")
                }
            }
        }
    }

    private func toggleDeleteButton(_ userId: Int) {
        guard !deletingIds.contains(userId) else { return }
        if deleteShownIds.contains(userId) {
            deleteShownIds.remove(userId)
        } else {
            deleteShownIds.insert(userId)
        }
        redraw(userId)
    }

    private func setUser(_ userId: Int, _ change: (inout Friend) -> Void) {
        guard let index = users.firstIndex(where: { $0.userId == userId }) else { return }
        change(&users[index])
        redraw(userId)
    }

    /// Writes the user again into the cell that shows them, if one does.
    private func redraw(_ userId: Int) {
        guard let index = users.firstIndex(where: { $0.userId == userId }),
            let cell = tableView.cellForRow(at: IndexPath(row: index, section: 0)) as? UserCell
        else { return }
        configure(cell, with: users[index])
    }

    private func configure(_ cell: UserCell, with user: Friend) {
        cell.isFollowList = isFollowList
        cell.isDeleteButtonShown = deleteShownIds.contains(user.userId)
        cell.isLoginUser = user.userId == environment.loginUserId
        cell.user = user
    }

    // MARK: - UITableViewDataSource, UITableViewDelegate

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        users.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "UserCell", for: indexPath) as! UserCell
        let userId = users[indexPath.row].userId
        cell.didClickAvatarHandler = { [weak self] in
            guard let self else { return }
            navigationController?.pushViewController(
                MassiveMVCArchitecture.makeProfileScreen(userId: userId, environment: environment.profileEnvironment),
                animated: true)
        }
        cell.didClickRightButtonHandler = { [weak self] in
            guard let self, let user = users.first(where: { $0.userId == userId }) else { return }
            didClickRightButton(user)
        }
        cell.didClickDeleteButtonHandler = { [weak self] in
            guard let self, let user = users.first(where: { $0.userId == userId }) else { return }
            didClickDeleteButton(user)
        }
        configure(cell, with: users[indexPath.row])
        return cell
    }

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        UserCell.height(for: users[indexPath.row], isFollowList: isFollowList, loginUserId: environment.loginUserId)
    }
}
