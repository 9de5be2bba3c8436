import Shared

/// Either list as one value, over the row implementation its list chose: the rows by user, the
/// load's state, and what the rows' answers leave. It never asks which implementation a row is.
public struct UserListState<Row: UserRow>: Program, Equatable {
    public enum Message: Equatable {
        case fetch
        case fetched(Result<[Friend], RequestError>)
        case tapRight(userId: Int)
        case tapDelete(userId: Int)
        case tapAvatar(userId: Int)
        case answered(userId: Int, UserRowRequest, succeeded: Bool)
    }

    public enum Command: Equatable {
        case fetchList(userId: Int)
        case send(UserRowRequest, userId: Int)
        case toast(String)
        case openProfile(userId: Int)
    }

    public let userId: Int
    public let loginUserId: Int
    public private(set) var rows: [Row] = []
    public private(set) var isLoading = false
    public private(set) var errorMessage: String?
    /// The list has been answered with no one in it, or emptied.
    public private(set) var isEmpty = false

    public init(userId: Int, loginUserId: Int) {
        self.userId = userId
        self.loginUserId = loginUserId
    }

    public func row(_ userId: Int) -> Row? { rows.first { $0.user.userId == userId } }

    public mutating func update(_ message: Message) -> [Command] {
        switch message {
        case .fetch:
            isLoading = true
            errorMessage = nil
            return [.fetchList(userId: userId)]
        case .fetched(.success(let users)):
            isLoading = false
            rows = users.map(Row.init(user:))
            isEmpty = users.isEmpty
            return []
        case .fetched(.failure(let error)):
            isLoading = false
            errorMessage = error.message
            return []
        case .tapRight(let userId):
            return edit(userId) { $0.tapRight() }.map { .send($0, userId: userId) }
        case .tapDelete(let userId):
            return edit(userId) { $0.tapDelete() }.map { .send($0, userId: userId) }
        case .tapAvatar(let userId):
            return [.openProfile(userId: userId)]
        case .answered(let userId, let request, let succeeded):
            guard let outcome = edit(userId, { [$0.answered(request, succeeded: succeeded)] }).first else {
                return []
            }
            if outcome.isRemoved {
                rows.removeAll { $0.user.userId == userId }
                isEmpty = rows.isEmpty
            }
            return outcome.toast.map { [.toast($0)] } ?? []
        }
    }

    /// Runs `change` on the user's row, if the row is still listed.
    private mutating func edit<Result>(_ userId: Int, _ change: (inout Row) -> [Result]) -> [Result] {
        guard let index = rows.firstIndex(where: { $0.user.userId == userId }) else { return [] }
        return change(&rows[index])
    }
}
