import Shared

/// What a login screen needs from outside: the login server with the device's avatar store, and
/// the servers the profile it opens will use.
public struct LoginEnvironment {
    public let api: any LoginAPIManager
    public let userAPI: any UserAPIManager
    public let friendAPI: any FriendAPIManager

    public init(api: any LoginAPIManager, userAPI: any UserAPIManager, friendAPI: any FriendAPIManager) {
        self.api = api
        self.userAPI = userAPI
        self.friendAPI = friendAPI
    }

    /// The environment of the own profile a login opens, the user's.
    public func profileEnvironment(loginUserId: Int) -> ProfileEnvironment {
        ProfileEnvironment(api: userAPI, friendAPI: friendAPI, loginUserId: loginUserId)
    }
}
