import Harness
import Shared

/// How a session's first fetch goes, so that the loading states are played too: answered at once,
/// held, or failed.
public enum FirstFetch: Sendable, Equatable {
    case answered, held, failed

    /// Sets the server up for it, on the endpoint of the screen's first fetch.
    @MainActor
    func prepare(_ server: FakeServer, _ endpoint: Request.Endpoint) {
        switch self {
        case .answered: break
        case .held: server.hold(endpoint)
        case .failed: server.fail(endpoint, message: "\(endpoint)失败")
        }
    }

    /// The spec's lines that do what ``prepare(_:_:)`` does.
    func code(_ endpoint: Request.Endpoint) -> [String] {
        switch self {
        case .answered: []
        case .held: ["server.hold(.\(endpoint))"]
        case .failed: ["server.fail(.\(endpoint), message: \"\(endpoint)失败\")"]
        }
    }
}
