/// One user of the Q&A's friend and follow lists, as 000's `HHFriend`: who they are (`userId`,
/// `nickname`, `avatar`, `signature`, the VIP `level`), how many friends they share with the login
/// user, and where the login user stands with them: the friendship (`friendState`) and the follow
/// (`followState`).
public struct Friend: Sendable, Equatable, Identifiable {
    /// 000's `friendState`: 0, 1 and 2 in the seed.
    public enum FriendState: Int, Sendable, Equatable {
        /// Not friends: the login user can ask.
        case none = 0
        /// Asked, waiting for the other user to accept (验证中).
        case pending = 1
        case friend = 2
    }

    public let userId: Int
    public let nickname: String
    /// The avatar's image name; empty when the user has none.
    public let avatar: String
    public let signature: String
    /// Above 0 for a VIP.
    public let level: Int
    public let commonFriendCount: Int
    public var friendState: FriendState
    /// Whether the login user follows this user.
    public var followState: Bool

    public var id: Int { userId }

    public init(
        userId: Int, nickname: String, avatar: String = "", signature: String = "", level: Int = 0,
        commonFriendCount: Int = 0, friendState: FriendState = .none, followState: Bool = false
    ) {
        self.userId = userId
        self.nickname = nickname
        self.avatar = avatar
        self.signature = signature
        self.level = level
        self.commonFriendCount = commonFriendCount
        self.friendState = friendState
        self.followState = followState
    }
}
