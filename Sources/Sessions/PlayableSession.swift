import Catalog
import Harness
import Shared

/// A session a differential run can play on every architecture: it opens the screen on a fresh
/// server, performs each step as the robot's user or network, and writes itself as a spec.
@MainActor
public protocol PlayableSession: Sendable {
    associatedtype Step: Sendable, Equatable

    var steps: [Step] { get set }
    /// The robot on the session's screen, on a server made from the session's data.
    func open(_ architecture: ArchitectureEntry) -> ScreenRobot
    func perform(_ step: Step, on robot: ScreenRobot)
    func isClose(_ step: Step) -> Bool
    /// The spec's lines that make the server and open the screen, in a spec's `architecture`.
    var openingCode: [String] { get }
    /// The spec's line that performs the step on `screen`.
    func code(for step: Step) -> String
}
