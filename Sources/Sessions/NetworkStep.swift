import Harness
import Shared

/// What the network does in a session on any screen: it holds an endpoint's answers, delivers the
/// oldest or the newest one held, stops holding, or makes the endpoint's next answer fail.
public enum NetworkStep: Sendable, Equatable {
    case hold(Request.Endpoint)
    case release(Request.Endpoint)
    case releaseLatest(Request.Endpoint)
    case stopHolding(Request.Endpoint)
    case fail(Request.Endpoint)

    @MainActor
    func perform(on screen: ScreenRobot) {
        switch self {
        case .hold(let endpoint): screen.server.hold(endpoint)
        case .release(let endpoint): screen.release(endpoint)
        case .releaseLatest(let endpoint): screen.releaseLatest(endpoint)
        case .stopHolding(let endpoint):
            screen.server.stopHolding(endpoint)
            screen.settle()
        case .fail(let endpoint): screen.server.fail(endpoint, message: "\(endpoint)失败")
        }
    }

    /// The spec's line that performs the step on `screen`.
    var code: String {
        switch self {
        case .hold(let endpoint): "screen.server.hold(.\(endpoint))"
        case .release(let endpoint): "screen.release(.\(endpoint))"
        case .releaseLatest(let endpoint): "screen.releaseLatest(.\(endpoint))"
        case .stopHolding(let endpoint): "screen.server.stopHolding(.\(endpoint)); screen.settle()"
        case .fail(let endpoint): "screen.server.fail(.\(endpoint), message: \"\(endpoint)失败\")"
        }
    }
}
