/// A failed request, carrying the message the screen shows for it.
public struct APIError: Error, Equatable, Sendable {
    public let message: String

    public init(message: String) {
        self.message = message
    }
}
