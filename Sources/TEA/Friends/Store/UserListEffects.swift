import Shared

/// Runs a list's requests: the fetch its list chose (friends or follows) and its rows' requests;
/// the toast and opening a profile are the scene's.
@MainActor
public struct UserListEffects<Row: UserRow> {
    let api: any FriendAPIManager
    let fetch: @MainActor (_ userId: Int, _ completion: @escaping APICompletion<[Friend]>) -> Void

    public func run(
        _ command: UserListState<Row>.Command, send: @escaping @MainActor (UserListState<Row>.Message) -> Void
    ) {
        switch command {
        case .fetchList(let userId):
            fetch(userId) { send(.fetched($0.answer)) }
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
        case .toast, .openProfile:
            break
        }
    }
}

extension UserListEffects where Row == FriendRow {
    /// The friend list's: 000's `friendCellViewModelWithUser:` rows over the user's friends.
    public static func friends(api: any FriendAPIManager) -> Self {
        Self(api: api) { api.fetchFriends(userId: $0, completion: $1) }
    }
}

extension UserListEffects where Row == FollowRow {
    /// The follow list's: 000's `followCellViewModelWithUser:` rows over the users the user follows.
    public static func follows(api: any FriendAPIManager) -> Self {
        Self(api: api) { api.fetchFollows(userId: $0, completion: $1) }
    }
}
