import Foundation
import MutationTesting
import SourceReading

/// Runs one switched mutant of the built schema: the unit's specs that reach it, against its
/// architecture, then, when they pass, the unit's differential sessions that reach it (only the
/// seeds that reach it). Runners share the one build, each starting the test binary with its own
/// `MVX_MUTANT`. The specs that last killed a mutant of the unit go first, on their own: bugs on
/// neighbouring lines are mostly caught by the same spec, and one spec starts in a tenth of the time.
/// Each run's time limit follows from what its tests took in the reach run.
struct SchemaRunner: Sendable {
    let launcher: TestLauncher
    let reach: ReachMap
    let limits: RunTimeLimit
    let log: URL
    let killers: KillerMemory
    /// The mutant is built into the copy, not switched: `MVX_MUTANT=0` tells the tests that a
    /// mutation run plays, with no switch on.
    var isPlain = false

    func judge(_ id: Int, unit: String, architecture: String, specs: String, sessions: String)
        throws(LabError) -> MutantResult.Outcome
    {
        let specSelection = reach.selection(for: id, among: specs)
        let sessionSelection = reach.selection(for: id, among: sessions)
        guard specSelection != nil || sessionSelection != nil else { return .notCovered }
        let environment = ["MVX_ARCH": architecture, "MVX_MUTANT": isPlain ? "0" : "\(id)"]
        if let specSelection {
            var stages = [specSelection.tests]
            if let tests = specSelection.tests {
                let first = Set(killers.recent(unit).filter(tests.contains).prefix(2))
                stages = [first, tests.subtracting(first)].filter { !$0.isEmpty }
            }
            for tests in stages {
                let run = try launcher.runNamingFailure(
                    filter: tests.map(ReachMap.filter) ?? specSelection.filter, environment: environment, log: log,
                    timeout: limits.limit(for: tests))
                switch run.outcome {
                case .exited(0): continue
                case .timedOut: return .timedOut
                case .exited, .signalled, .stopped:
                    if let failed = run.failed { killers.note(failed, in: unit) }
                    return .killed
                }
            }
        }
        guard let sessionSelection else { return .survived }
        var sessionEnvironment = environment
        if let seeds = sessionSelection.seeds {
            sessionEnvironment["MVX_SESSION_SEEDS"] = seeds.map(String.init).joined(separator: ",")
        }
        let run = try launcher.runNamingFailure(
            filter: sessionSelection.filter, environment: sessionEnvironment, log: log,
            timeout: limits.limit(for: sessionSelection.tests))
        guard run.outcome != .exited(0) else { return .survived }
        if let seed = run.seed { killers.noteSeed(seed, of: id) }
        return .killedBySessions
    }
}

/// The specs that killed each unit's latest mutants, most recent first.
final class KillerMemory: @unchecked Sendable {
    private let lock = NSLock()
    private var killers: [String: [String]] = [:]

    private var seeds: [Int: UInt64] = [:]

    func recent(_ unit: String) -> [String] { lock.withLock { killers[unit] ?? [] } }

    /// The seed whose session killed a mutant (the lowest the run played), as the progress shows it.
    func noteSeed(_ seed: UInt64, of id: Int) { lock.withLock { seeds[id] = seed } }

    func seed(of id: Int) -> UInt64? { lock.withLock { seeds[id] } }

    func note(_ test: String, in unit: String) {
        lock.withLock {
            var list = killers[unit] ?? []
            list.removeAll { $0 == test }
            killers[unit] = Array(([test] + list).prefix(4))
        }
    }
}
