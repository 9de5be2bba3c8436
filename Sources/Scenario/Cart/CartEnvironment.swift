import Shared

/// What a cart screen needs from outside: the cart's server.
public struct CartEnvironment {
    public let api: any CartAPIManager

    public init(api: any CartAPIManager) {
        self.api = api
    }
}
