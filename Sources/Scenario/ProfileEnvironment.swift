import Shared

/// What a profile screen needs from outside: the server and who is logged in.
public struct ProfileEnvironment {
    public let api: any UserAPIManager
    public let loginUserId: Int

    public init(api: any UserAPIManager, loginUserId: Int) {
        self.api = api
        self.loginUserId = loginUserId
    }
}
