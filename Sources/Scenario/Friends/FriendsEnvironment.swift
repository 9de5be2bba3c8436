import Shared

/// What the friend and follow lists need from outside: their server, and what the profile a row's
/// avatar opens needs (its server and who is logged in, whom a friend row's height asks about).
public struct FriendsEnvironment {
    public let api: any FriendAPIManager
    public let userAPI: any UserAPIManager
    public let loginUserId: Int

    public init(api: any FriendAPIManager, userAPI: any UserAPIManager, loginUserId: Int) {
        self.api = api
        self.userAPI = userAPI
        self.loginUserId = loginUserId
    }

    /// The environment of the profile that a row's avatar opens.
    public var profileEnvironment: ProfileEnvironment {
        ProfileEnvironment(api: userAPI, friendAPI: api, loginUserId: loginUserId)
    }
}
