import Shared

/// The list's P, for both lists: it loads the users, makes a row presenter for each through the
/// implementation its list chose, and tells its view what the rows report (a failure's toast; in the
/// follow list, a deleted row goes). Its rows are `UserCellPresenter`s: it never asks which.
@MainActor
public final class UserListPresenter {
    public weak var view: (any UserListView)?
    public private(set) var rows: [any UserCellPresenter] = []
    /// The list has been answered with no one in it.
    public private(set) var isEmpty = false
    public let emptyText: String
    private let fetch: (@escaping APICompletion<[Friend]>) -> Void
    private let makeCellPresenter: (Friend) -> any UserCellPresenter
    private let removesDeletedRows: Bool

    init(
        emptyText: String, removesDeletedRows: Bool, fetch: @escaping (@escaping APICompletion<[Friend]>) -> Void,
        makeCellPresenter: @escaping (Friend) -> any UserCellPresenter
    ) {
        self.emptyText = emptyText
        self.removesDeletedRows = removesDeletedRows
        self.fetch = fetch
        self.makeCellPresenter = makeCellPresenter
    }

    /// The user's friends, each row a `FriendCellPresenter`.
    public static func friends(userId: Int, apiManager: any FriendAPIManager, loginUserId: Int) -> UserListPresenter {
        UserListPresenter(
            emptyText: "暂无好友", removesDeletedRows: false,
            fetch: { apiManager.fetchFriends(userId: userId, completion: $0) },
            makeCellPresenter: { FriendCellPresenter(user: $0, apiManager: apiManager, loginUserId: loginUserId) })
    }

    /// The users the user follows, each row a `FollowCellPresenter`; an unfollowed row leaves the list.
    public static func follows(userId: Int, apiManager: any FriendAPIManager, loginUserId: Int) -> UserListPresenter {
        UserListPresenter(
            emptyText: "暂无关注", removesDeletedRows: true,
            fetch: { apiManager.fetchFollows(userId: userId, completion: $0) },
            makeCellPresenter: { FollowCellPresenter(user: $0, apiManager: apiManager, loginUserId: loginUserId) })
    }

    public func loadData() {
        view?.userListPresenterDidStartLoading()
        fetch { [weak self] result in
            guard let self else { return }
            view?.userListPresenterDidEndLoading()
            switch result {
            case .success(let users):
                rows = users.map(makeRow)
                isEmpty = users.isEmpty
                view?.userListPresenterDidReload()
            case .failure(let error):
                view?.userListPresenterDidFail(message: error.message)
            }
        }
    }

    /// A row's avatar: the presenter decides what it opens.
    public func showProfile(of row: any UserCellPresenter) {
        view?.userListPresenterOpenProfile(userId: row.user.userId)
    }

    private func makeRow(_ user: Friend) -> any UserCellPresenter {
        let row = makeCellPresenter(user)
        row.didFail = { [weak self] message in self?.view?.userListPresenterDidFailToChange(message: message) }
        if removesDeletedRows {
            row.didDelete = { [weak self, weak row] in
                guard let self, let row else { return }
                remove(row)
            }
        }
        return row
    }

    /// A removed row reports nothing more: its late answers show nothing.
    private func remove(_ row: any UserCellPresenter) {
        row.didFail = nil
        rows.removeAll { $0 === row }
        isEmpty = rows.isEmpty
        view?.userListPresenterDidReload()
    }
}
