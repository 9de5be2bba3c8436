import Foundation
import Measure

/// Builds one scratch copy with one mutant in it and runs the behaviour suite against the
/// mutant's architecture, one mutant after another, with a progress line for each. Runners on
/// copies of their own can work side by side (`--jobs`).
struct MutantRunner: Sendable {
    let scratch: ScratchPackage
    let testTimeout: Duration
    let progress: @Sendable (String) -> Void

    private var logs: URL {
        scratch.root.deletingLastPathComponent().appending(path: "logs/\(scratch.root.lastPathComponent)")
    }
    var buildLog: URL { logs.appending(path: "build.log") }
    var testLog: URL { logs.appending(path: "test.log") }

    /// The build of the copy as it is; false when it does not build.
    func build() throws(ChildProcess.Failure) -> Bool {
        do { try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true) } catch {
            throw ChildProcess.Failure(message: "cannot create \(logs.path): \(error.localizedDescription)")
        }
        return try ChildProcess.run(
            ["swift", "build", "--build-tests"], in: scratch.root, log: buildLog, timeout: .seconds(3600)) == .exited(0)
    }

    /// Whether the behaviour specs `filter` picks pass against the architectures, on the copy as last built.
    func suitePasses(_ architectures: [String], filter: String) throws(ChildProcess.Failure) -> ChildProcess.Outcome {
        var environment = ProcessInfo.processInfo.environment
        environment["MVX_ARCH"] = architectures.joined(separator: ",")
        return try ChildProcess.run(
            ["swift", "test", "--skip-build", "--filter", filter], in: scratch.root, environment: environment,
            log: testLog, timeout: testTimeout)
    }

    /// Runs every mutant of one architecture against the specs `filter` picks, and a mutant they let
    /// through against the differential sessions `sessions` picks; `originals` holds the text of
    /// each file it mutates.
    func run(
        _ mutants: [Mutant], of architecture: String, filter: String, sessions: String, originals: [String: String],
        equivalents: EquivalentMutants, counter: MutantCounter
    ) throws -> [MutantResult] {
        var results: [MutantResult] = []
        var mutatedPath: String?
        defer { if let mutatedPath { try? scratch.write(originals[mutatedPath]!, to: mutatedPath) } }
        for mutant in mutants {
            if let previous = mutatedPath, previous != mutant.path {
                try scratch.write(originals[previous]!, to: previous)
            }
            try scratch.write(mutant.apply(to: originals[mutant.path]!), to: mutant.path)
            mutatedPath = mutant.path
            let outcome: MutantResult.Outcome
            if try !build() {
                outcome = .stillborn
            } else {
                switch try suitePasses([architecture], filter: filter) {
                case .exited(0):
                    outcome =
                        try suitePasses([architecture], filter: sessions) == .exited(0) ? .survived : .killedBySessions
                case .timedOut: outcome = .timedOut
                case .exited, .signalled: outcome = .killed
                }
            }
            results.append(MutantResult(mutant, outcome: outcome, equivalence: equivalents.reason(for: mutant)))
            let (done, left) = counter.count()
            progress(
                "[\(done)/\(counter.total)] \(architecture) \(outcome.rawValue.padding(toLength: 16, withPad: " ", startingAt: 0)) "
                    + "\(mutant.id)  (about \(Self.minutes(left)) left)")
        }
        return results
    }

    static func minutes(_ duration: Duration) -> String {
        let seconds = Int(duration.components.seconds)
        return seconds < 90 ? "\(seconds) s" : "\((seconds + 30) / 60) min"
    }
}

/// The mutants done across every runner, and an estimate of the time left.
final class MutantCounter: @unchecked Sendable {
    let total: Int
    private let start = ContinuousClock.now
    private let lock = NSLock()
    private var done = 0

    init(total: Int) { self.total = total }

    /// Counts one more mutant done: how many now, and about how long the rest will take.
    func count() -> (done: Int, left: Duration) {
        lock.withLock {
            done += 1
            return (done, (ContinuousClock.now - start) / done * (total - done))
        }
    }
}
