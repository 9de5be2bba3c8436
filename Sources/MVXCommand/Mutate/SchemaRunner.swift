import Foundation
import Measure

/// Runs one switched mutant of the built schema: the unit's specs that reach it, against its
/// architecture, then, when they pass, the unit's differential sessions that reach it. Runners
/// share the one build, each starting the test binary with its own `MVX_MUTANT`.
struct SchemaRunner: Sendable {
    let launcher: TestLauncher
    let reach: ReachMap
    let log: URL

    func judge(_ id: Int, architecture: String, specs: String, sessions: String) throws(ChildProcess.Failure)
        -> MutantResult.Outcome
    {
        let specFilter = reach.filter(for: id, among: specs)
        let sessionFilter = reach.filter(for: id, among: sessions)
        guard specFilter != nil || sessionFilter != nil else { return .notCovered }
        let environment = ["MVX_ARCH": architecture, "MVX_MUTANT": "\(id)"]
        if let specFilter {
            switch try launcher.run(filter: specFilter, environment: environment, log: log) {
            case .exited(0): break
            case .timedOut: return .timedOut
            case .exited, .signalled: return .killed
            }
        }
        guard let sessionFilter else { return .survived }
        return try launcher.run(filter: sessionFilter, environment: environment, log: log) == .exited(0)
            ? .survived : .killedBySessions
    }
}
