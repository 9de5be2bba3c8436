import Shared

/// What a profile screen needs from outside: the server, who is logged in, which scene shows it, and
/// the server of the friend and follow lists it opens.
public struct ProfileEnvironment {
    public let api: any UserAPIManager
    public let friendAPI: any FriendAPIManager
    public let loginUserId: Int
    /// Whether the scene asks "确定不再关注?" before an unfollow. The seed's SceneA asks and its
    /// SceneB does not, over the same modules: the question is the scene's business, never a module's.
    public let asksBeforeUnfollow: Bool

    public init(
        api: any UserAPIManager, friendAPI: any FriendAPIManager, loginUserId: Int, asksBeforeUnfollow: Bool = true
    ) {
        self.api = api
        self.friendAPI = friendAPI
        self.loginUserId = loginUserId
        self.asksBeforeUnfollow = asksBeforeUnfollow
    }

    /// The environment of the friend and follow lists the profile opens.
    public var friendsEnvironment: FriendsEnvironment {
        FriendsEnvironment(api: friendAPI, userAPI: api, loginUserId: loginUserId)
    }
}
