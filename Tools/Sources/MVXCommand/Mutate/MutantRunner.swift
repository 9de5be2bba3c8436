import Foundation
import SourceReading

/// Builds the scratch copy, for the mutants no switch expresses, written plainly into the copy, and
/// keeps its logs.
struct MutantRunner: Sendable {
    let scratch: ScratchPackage

    private var logs: URL { scratch.root.deletingLastPathComponent().appending(path: "logs") }
    var buildLog: URL { logs.appending(path: "build.log") }
    /// Where the coverage run writes its output, beside the build's.
    var coverageLog: URL { logs.appending(path: "coverage.log") }

    /// The build of the copy as it is; false when it does not build.
    func build() throws(LabError) -> Bool {
        do { try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true) } catch {
            throw LabError("cannot create \(logs.path): \(error.localizedDescription)")
        }
        return try ChildProcess.run(
            ["swift", "build", "--build-tests"], in: scratch.root, log: buildLog, timeout: .seconds(3600)) == .exited(0)
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
