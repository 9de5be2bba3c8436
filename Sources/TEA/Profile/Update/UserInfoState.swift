import Shared

/// The user info module as one value (000's `UserInfoViewModel`): the user's texts, the follow
/// state and the error. The unfollow question is not the module's: `update` asks the scene to
/// confirm, and the scene answers at once where it does not ask (000's SceneB).
public struct UserInfoState: Program, Equatable {
    public enum Message: Equatable {
        case fetch
        case fetched(Result<User, RequestError>)
        case tapIcon
        case tapFriendList
        case tapFollowList
        case tapFollow
        /// The scene's answer to `.confirmUnfollow`.
        case unfollowConfirmed
        case followAnswered(following: Bool, succeeded: Bool)
    }

    public enum Command: Equatable {
        case fetchUser(userId: Int)
        case follow(userId: Int)
        case unfollow(userId: Int)
        case confirmUnfollow
        case openUserDetail(User)
        case openFriendList(userId: Int)
        case openFollowList(userId: Int)
    }

    public let userId: Int
    public let showsFollowButton: Bool
    public private(set) var user: User?
    public private(set) var errorMessage: String?
    public private(set) var isFollowing = false
    /// False while a follow or an unfollow is in flight.
    public private(set) var isFollowEnabled = true

    public init(userId: Int, showsFollowButton: Bool) {
        self.userId = userId
        self.showsFollowButton = showsFollowButton
    }

    public var iconName: String? { user.map { $0.iconName.isEmpty ? "icon0" : $0.iconName } }
    public var name: String? { user.map { $0.name.isEmpty ? "匿名" : $0.name } }
    public var summary: String? {
        user.map { "个人简介: " + ($0.summary.isEmpty ? "这个人很懒, 什么也没有写~" : $0.summary) }
    }
    public var blogCount: String? { user.map { "作品: \($0.blogCount)" } }
    public var friendCount: String? { user.map { "好友: \($0.friendCount)" } }
    /// The follow button's title; nil while it is not shown.
    public var followTitle: String? {
        guard showsFollowButton, user != nil else { return nil }
        return isFollowing ? "已关注" : "+关注"
    }

    public mutating func update(_ message: Message) -> [Command] {
        switch message {
        case .fetch:
            errorMessage = nil
            return [.fetchUser(userId: userId)]
        case .fetched(.success(let user)):
            self.user = user
            isFollowing = user.isFollowing
            return []
        case .fetched(.failure(let error)):
            errorMessage = error.message
            return []
        case .tapIcon:
            return user.map { [.openUserDetail($0)] } ?? []
        case .tapFriendList:
            return [.openFriendList(userId: userId)]
        case .tapFollowList:
            return [.openFollowList(userId: userId)]
        case .tapFollow:
            guard isFollowEnabled, followTitle != nil else { return [] }
            guard isFollowing else { return send(following: true) }
            return [.confirmUnfollow]
        case .unfollowConfirmed:
            guard isFollowEnabled, isFollowing else { return [] }
            return send(following: false)
        case .followAnswered(let following, let succeeded):
            isFollowEnabled = true
            if !succeeded { isFollowing = !following }
            return []
        }
    }

    /// Shows the new state at once and sends it.
    private mutating func send(following: Bool) -> [Command] {
        isFollowing = following
        isFollowEnabled = false
        return [following ? .follow(userId: userId) : .unfollow(userId: userId)]
    }
}
