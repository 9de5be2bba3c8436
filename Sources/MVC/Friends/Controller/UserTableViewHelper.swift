import Foundation
import HeadlessUIKit
import Shared

/// The list's C for both lists, a self-managing table-view helper as article 000's
/// `BlogTableViewHelper`: it loads the users, makes a cell helper for each through the
/// implementation its list chose, writes each cell from its helper, redraws a row when its helper
/// changes, toasts a row's failure and, in the follow list, removes an unfollowed row.
public final class UserTableViewHelper: UITableViewDataSource, UITableViewDelegate {
    private static let cellReuseIdentifier = "UserCell"

    /// Set by the scene: the fetch started (true) or ended (false).
    public var loadingHandler: (@MainActor (Bool) -> Void)?
    /// Set by the scene: what a row's avatar opens.
    public var avatarGenerator: ViewControllerGenerator<Friend>?
    /// Set by the scene: the controller a row's avatar pushes from.
    public weak var viewController: UIViewController?

    private weak var tableView: UITableView?
    private let emptyLabel = UILabel(identifier: "userList.empty")
    private let fetch: (@escaping APICompletion<[Friend]>) -> Void
    private let makeCellHelper: (Friend) -> any UserCellHelper
    private let removesDeletedRows: Bool
    private var rows: [any UserCellHelper] = []

    init(
        tableView: UITableView, emptyText: String, removesDeletedRows: Bool,
        fetch: @escaping (@escaping APICompletion<[Friend]>) -> Void,
        makeCellHelper: @escaping (Friend) -> any UserCellHelper
    ) {
        self.tableView = tableView
        self.removesDeletedRows = removesDeletedRows
        self.fetch = fetch
        self.makeCellHelper = makeCellHelper
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UserCell.self, forCellReuseIdentifier: Self.cellReuseIdentifier)
        emptyLabel.text = emptyText
        emptyLabel.isHidden = true
        tableView.addSubview(emptyLabel)
    }

    /// The user's friends, each row a `FriendCellHelper`.
    public static func friends(tableView: UITableView, userId: Int, apiManager: any FriendAPIManager, loginUserId: Int)
        -> UserTableViewHelper
    {
        UserTableViewHelper(
            tableView: tableView, emptyText: "暂无好友", removesDeletedRows: false,
            fetch: { apiManager.fetchFriends(userId: userId, completion: $0) },
            makeCellHelper: { FriendCellHelper(user: $0, apiManager: apiManager, loginUserId: loginUserId) })
    }

    /// The users the user follows, each row a `FollowCellHelper`; an unfollowed row leaves the list.
    public static func follows(tableView: UITableView, userId: Int, apiManager: any FriendAPIManager, loginUserId: Int)
        -> UserTableViewHelper
    {
        UserTableViewHelper(
            tableView: tableView, emptyText: "暂无关注", removesDeletedRows: true,
            fetch: { apiManager.fetchFollows(userId: userId, completion: $0) },
            makeCellHelper: { FollowCellHelper(user: $0, apiManager: apiManager, loginUserId: loginUserId) })
    }

    public func fetchData() {
        loadingHandler?(true)
        tableView?.hideError()
        fetch { [weak self] result in
            guard let self else { return }
            loadingHandler?(false)
            switch result {
            case .success(let users):
                rows = users.map(makeRow)
                reload()
            case .failure(let error):
                tableView?.showError(error.message) { [weak self] in self?.fetchData() }
            }
        }
    }

    private func makeRow(_ user: Friend) -> any UserCellHelper {
        let row = makeCellHelper(user)
        row.didChange = { [weak self, weak row] in
            guard let self, let row else { return }
            redraw(row)
        }
        row.didFail = { [weak self] message in self?.tableView?.makeToast(message) }
        if removesDeletedRows {
            row.didDelete = { [weak self, weak row] in
                guard let self, let row else { return }
                remove(row)
            }
        }
        return row
    }

    private func reload() {
        tableView?.reloadData()
        emptyLabel.isHidden = !rows.isEmpty
    }

    /// A removed row's helper goes with it (only this list held it), so its late answers, which hold
    /// it weakly, show nothing.
    private func remove(_ row: any UserCellHelper) {
        rows.removeAll { $0 === row }
        reload()
    }

    /// Writes the row's values again into the cell that shows it now, if one does.
    private func redraw(_ row: any UserCellHelper) {
        guard let tableView, let index = rows.firstIndex(where: { $0 === row }),
            let cell = tableView.cellForRow(at: IndexPath(row: index, section: 0)) as? UserCell
        else { return }
        configure(cell, with: row)
    }

    private func configure(_ cell: UserCell, with row: any UserCellHelper) {
        cell.avatarName = row.userAvatarName
        cell.nameText = row.userName
        cell.isVip = row.isVip
        cell.signatureText = row.userSignature
        cell.friendCountText = row.userFriendCount
        cell.rightButtonTitle = row.rightButtonTitle
        cell.isRightButtonSelected = row.rightButtonSelected
        cell.isRightButtonHidden = row.rightButtonHidden
        cell.deleteButtonImageName = row.deleteButtonImage
        cell.isDeleteButtonHidden = row.deleteButtonHidden
    }

    // MARK: - UITableViewDataSource && Delegate

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellReuseIdentifier, for: indexPath) as! UserCell
        let row = rows[indexPath.row]
        cell.avatarHandler = { [weak self, weak row] in
            guard let self, let row, let avatarGenerator else { return }
            viewController?.navigationController?.pushViewController(avatarGenerator(row.user), animated: true)
        }
        cell.rightButtonHandler = { [weak row] in row?.rightButtonCommand() }
        cell.deleteButtonHandler = { [weak row] in row?.deleteButtonCommand() }
        configure(cell, with: row)
        return cell
    }

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        rows[indexPath.row].contentHeight
    }
}
