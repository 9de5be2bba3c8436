import Shared

/// What a goods home page needs from outside: the goods' server, and what the profile a seller's
/// avatar opens needs (its servers and who is logged in).
public struct GoodsEnvironment {
    public let api: any GoodsAPIManager
    public let userAPI: any UserAPIManager
    public let friendAPI: any FriendAPIManager
    public let loginUserId: Int

    public init(
        api: any GoodsAPIManager, userAPI: any UserAPIManager, friendAPI: any FriendAPIManager, loginUserId: Int
    ) {
        self.api = api
        self.userAPI = userAPI
        self.friendAPI = friendAPI
        self.loginUserId = loginUserId
    }

    /// The environment of the seller's profile that a row's avatar opens.
    public var profileEnvironment: ProfileEnvironment {
        ProfileEnvironment(api: userAPI, friendAPI: friendAPI, loginUserId: loginUserId)
    }
}
