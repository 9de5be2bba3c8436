import Observation
import Shared

/// The list module's VM, for both lists: it loads the users, makes a row view model for each through
/// the implementation its list chose, and shows what the rows report (a failure's toast; in the
/// follow list, a deleted row goes). Its rows are `UserCellViewModel`s: it never asks which.
@MainActor
@Observable
public final class UserListViewModel {
    // MARK: Outputs

    public private(set) var cellViewModels: [any UserCellViewModel] = []
    public private(set) var isLoading = false
    public private(set) var errorMessage: String?
    /// The list has been answered with no one in it.
    public private(set) var isEmpty = false
    public let emptyText: String
    /// Messages for the screen's toast, oldest first, until the view has shown them.
    public private(set) var toasts: [String] = []

    @ObservationIgnored private let fetch: (@escaping APICompletion<[Friend]>) -> Void
    @ObservationIgnored private let makeCellViewModel: (Friend) -> any UserCellViewModel
    @ObservationIgnored private let removesDeletedRows: Bool

    init(
        emptyText: String, removesDeletedRows: Bool, fetch: @escaping (@escaping APICompletion<[Friend]>) -> Void,
        makeCellViewModel: @escaping (Friend) -> any UserCellViewModel
    ) {
        self.emptyText = emptyText
        self.removesDeletedRows = removesDeletedRows
        self.fetch = fetch
        self.makeCellViewModel = makeCellViewModel
    }

    /// The user's friends, each row a `FriendCellViewModel` (000's `friendCellViewModelWithUser:`).
    public static func friends(userId: Int, apiManager: any FriendAPIManager, loginUserId: Int) -> UserListViewModel {
        UserListViewModel(
            emptyText: "暂无好友", removesDeletedRows: false,
            fetch: { apiManager.fetchFriends(userId: userId, completion: $0) },
            makeCellViewModel: { FriendCellViewModel(user: $0, apiManager: apiManager, loginUserId: loginUserId) })
    }

    /// The users the user follows, each row a `FollowCellViewModel` (000's `followCellViewModelWithUser:`);
    /// an unfollowed row leaves the list.
    public static func follows(userId: Int, apiManager: any FriendAPIManager, loginUserId: Int) -> UserListViewModel {
        UserListViewModel(
            emptyText: "暂无关注", removesDeletedRows: true,
            fetch: { apiManager.fetchFollows(userId: userId, completion: $0) },
            makeCellViewModel: { FollowCellViewModel(user: $0, apiManager: apiManager, loginUserId: loginUserId) })
    }

    // MARK: Inputs

    public func fetchData() {
        isLoading = true
        errorMessage = nil
        fetch { [weak self] result in
            guard let self else { return }
            isLoading = false
            switch result {
            case .success(let users):
                cellViewModels = users.map(makeRow)
                isEmpty = users.isEmpty
            case .failure(let error):
                errorMessage = error.message
            }
        }
    }

    public func didShowToasts() {
        toasts = []
    }

    // MARK: - Private

    private func makeRow(_ user: Friend) -> any UserCellViewModel {
        let row = makeCellViewModel(user)
        row.didFail = { [weak self] message in self?.toasts.append(message) }
        if removesDeletedRows {
            row.didDelete = { [weak self, weak row] in
                guard let self, let row else { return }
                remove(row)
            }
        }
        return row
    }

    /// A removed row reports nothing more: its late answers show nothing.
    private func remove(_ row: any UserCellViewModel) {
        row.didFail = nil
        cellViewModels.removeAll { $0 === row }
        isEmpty = cellViewModels.isEmpty
    }
}
