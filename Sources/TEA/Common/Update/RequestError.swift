/// Why a request failed, as the message that answers it carries it: the server's words, in a
/// value of the update layer, so that `update` names no type of the API layer.
public struct RequestError: Error, Equatable {
    public let message: String

    public init(message: String) {
        self.message = message
    }
}
