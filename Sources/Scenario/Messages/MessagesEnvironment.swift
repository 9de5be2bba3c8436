import Shared

/// What a system messages screen needs from outside: the messages' server.
public struct MessagesEnvironment {
    public let api: any SystemMessageAPIManager

    public init(api: any SystemMessageAPIManager) {
        self.api = api
    }
}
