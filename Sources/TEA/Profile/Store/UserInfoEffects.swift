import Shared

/// Runs the user info module's requests; opening screens and the unfollow question are the scene's.
@MainActor
public struct UserInfoEffects {
    let api: any UserAPIManager

    public init(api: any UserAPIManager) {
        self.api = api
    }

    public func run(_ command: UserInfoState.Command, send: @escaping @MainActor (UserInfoState.Message) -> Void) {
        switch command {
        case .fetchUser(let userId):
            api.fetchUserInfo(userId: userId) { send(.fetched($0.answer)) }
        case .follow(let userId):
            api.follow(userId: userId) { send(.followAnswered(following: true, succeeded: (try? $0.get()) != nil)) }
        case .unfollow(let userId):
            api.unfollow(userId: userId) { send(.followAnswered(following: false, succeeded: (try? $0.get()) != nil)) }
        case .confirmUnfollow, .openUserDetail, .openFriendList, .openFollowList:
            break
        }
    }
}
