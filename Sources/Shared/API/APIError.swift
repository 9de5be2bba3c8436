/// A failed request, carrying the message the screen shows for it.
public struct APIError: Error, Equatable, Sendable {
    public let message: String

    public init(message: String) {
        self.message = message
    }
}

/// The answer to a request, delivered on the main actor as UIKit code expects it.
public typealias APICompletion<Value> = @MainActor (Result<Value, APIError>) -> Void
