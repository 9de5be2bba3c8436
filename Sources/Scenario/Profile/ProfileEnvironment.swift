import Shared

/// What a profile screen needs from outside: the server, who is logged in, and which scene shows it.
public struct ProfileEnvironment {
    public let api: any UserAPIManager
    public let loginUserId: Int
    /// Whether the scene asks "确定不再关注?" before an unfollow. The seed's SceneA asks and its
    /// SceneB does not, over the same modules: the question is the scene's business, never a module's.
    public let asksBeforeUnfollow: Bool

    public init(api: any UserAPIManager, loginUserId: Int, asksBeforeUnfollow: Bool = true) {
        self.api = api
        self.loginUserId = loginUserId
        self.asksBeforeUnfollow = asksBeforeUnfollow
    }
}
