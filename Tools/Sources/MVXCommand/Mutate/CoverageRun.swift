import Foundation
import MutationTesting
import SourceReading

/// The behaviour suite's (specs' and sessions') line and region coverage of each architecture: one `swift test
/// --enable-code-coverage` in the scratch copy, in a build folder of its own so that the
/// instrumented build never invalidates the mutants' incremental one.
enum CoverageRun {
    static func measure(
        _ architectures: [String], scratch: ScratchPackage, log: URL
    ) throws(LabError) -> [String: CodeCoverage] {
        let coverage = ["--enable-code-coverage", "--scratch-path", ".build-coverage"]
        do {
            try FileManager.default.createDirectory(
                at: log.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw LabError("cannot create \(log.deletingLastPathComponent().path): \(error.localizedDescription)")
        }
        let outcome = try run(
            ["swift", "test"] + coverage + ["--filter", MutationUnit.behaviourSuiteFilter], scratch: scratch, log: log)
        guard outcome == .exited(0) else {
            throw LabError("the coverage run failed (\(outcome)); see \(log.path)")
        }
        let pathLog = log.deletingPathExtension().appendingPathExtension("path.log")
        _ = try run(["swift", "test", "--show-codecov-path"] + coverage, scratch: scratch, log: pathLog)
        let path = (try? String(contentsOf: pathLog, encoding: .utf8))?
            .split(separator: "\n").last.map { $0.trimmingCharacters(in: .whitespaces) }
        guard let path, let data = FileManager.default.contents(atPath: path) else {
            throw LabError("swift test gave no coverage file; see \(pathLog.path)")
        }
        return try CodeCoverage.perTarget(llvmCovExport: data, targets: architectures)
    }

    private static func run(_ arguments: [String], scratch: ScratchPackage, log: URL) throws(LabError)
        -> ChildProcess.Outcome
    {
        return try ChildProcess.run(arguments, in: scratch.root, log: log, timeout: .seconds(3600))
    }
}
