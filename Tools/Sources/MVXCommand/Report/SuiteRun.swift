import Foundation
import SourceReading

/// Runs the package's suite once with Swift Testing's event stream on, for the spec matrix.
enum SuiteRun {
    /// Where the nested run's own output goes, so that a failure inside it can be read.
    static func logURL(packageRoot: URL) -> URL {
        packageRoot.appending(path: ".build/mvx-report-swift-test.log")
    }

    /// The event stream of the behaviour specs, with every architecture selected; the run's output
    /// (build errors, failed expectations) is saved at `logURL(packageRoot:)`.
    static func eventStream(packageRoot: URL) throws(LabError) -> String {
        try run(packageRoot: packageRoot, filters: ["MVXTests\\."], log: logURL(packageRoot: packageRoot)).events
    }

    /// The behaviour specs' run, started in the background: `finish()` waits for its event stream.
    static func start(packageRoot: URL) throws(LabError) -> Running {
        try Running(packageRoot: packageRoot, filters: ["MVXTests\\."], log: logURL(packageRoot: packageRoot))
    }

    /// The event stream of the tests the filters match, and whether `swift test` exited with
    /// success, which covers the tests outside the spec matrix too; the output goes to `log`. The
    /// tests `skips` matches are left out.
    static func run(packageRoot: URL, filters: [String], skips: [String] = [], log: URL) throws(LabError) -> (
        events: String, passed: Bool
    ) {
        let running = try Running(packageRoot: packageRoot, filters: filters, skips: skips, log: log)
        let events = try running.finish()
        return (events, running.passed)
    }

    /// One `swift test` under way, its output in a log and its events in a file of their own.
    final class Running {
        private let process = Process()
        private let output = FileManager.default.temporaryDirectory.appending(
            path: "mvx-events-\(UUID().uuidString).jsonl")
        private let log: URL
        private let logHandle: FileHandle

        init(packageRoot: URL, filters: [String], skips: [String] = [], log: URL) throws(LabError) {
            self.log = log
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments =
                [
                    "swift", "test", "--package-path", packageRoot.path,
                    "--experimental-event-stream-output", output.path, "--experimental-event-stream-version", "0",
                ] + filters.flatMap { ["--filter", $0] } + skips.flatMap { ["--skip", $0] }
            var environment = ProcessInfo.processInfo.environment
            environment["MVX_ARCH"] = nil
            process.environment = environment
            try? FileManager.default.createDirectory(
                at: log.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: log.path, contents: nil),
                let handle = try? FileHandle(forWritingTo: log)
            else { throw LabError("cannot write \(log.path)") }
            logHandle = handle
            process.standardOutput = logHandle
            process.standardError = logHandle
            do { try process.run() } catch {
                throw LabError("cannot run swift test: \(error.localizedDescription)")
            }
        }

        var passed: Bool { process.terminationStatus == 0 }

        /// Waits for the run, and returns its event stream.
        func finish() throws(LabError) -> String {
            process.waitUntilExit()
            try? logHandle.close()
            defer { try? FileManager.default.removeItem(at: output) }
            guard let data = try? Data(contentsOf: output), let text = String(data: data, encoding: .utf8),
                !text.isEmpty
            else {
                throw LabError(
                    "swift test wrote no test events (exit \(process.terminationStatus)); its output is in \(log.path)"
                )
            }
            return text
        }
    }
}
