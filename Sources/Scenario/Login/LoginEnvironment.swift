import Shared

/// What a login screen needs from outside: the login server with the device's avatar store, and
/// the server the profile it opens will use.
public struct LoginEnvironment {
    public let api: any LoginAPIManager
    public let userAPI: any UserAPIManager

    public init(api: any LoginAPIManager, userAPI: any UserAPIManager) {
        self.api = api
        self.userAPI = userAPI
    }
}
