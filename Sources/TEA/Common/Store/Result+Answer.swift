import Shared

extension Result where Failure == APIError {
    /// The API's answer as a message carries it: its error as the update layer's `RequestError`.
    var answer: Result<Success, RequestError> { mapError { RequestError(message: $0.message) } }
}
