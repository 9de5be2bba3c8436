import Foundation
import SourceReading

/// Runs chosen tests of a built scratch copy, without building: on Linux the test binary itself
/// (`MVXPackageTests.xctest --testing-library swift-testing`, a few milliseconds to start), elsewhere
/// `swift test --skip-build` (which finds the bundle and its runner on every platform, in about a second).
struct TestLauncher: Sendable {
    let scratch: ScratchPackage
    let timeout: Duration

    /// Runs the tests whose identifiers `filter` matches (a regular expression, as `--filter` takes),
    /// with `environment` added to this process's, writing their output to `log`. It stops at
    /// the first issue a test records: one failure is all a mutant run needs to know. `serially`
    /// runs one test at a time (`--no-parallel`), so that the time each takes is its own.
    func run(filter: String, environment: [String: String], log: URL, serially: Bool = false)
        throws(LabError) -> ChildProcess.Outcome
    {
        try runNamingFailure(filter: filter, environment: environment, log: log, serially: serially).outcome
    }

    /// `run`, with the test that recorded the first issue, if one did; `timeout` replaces the launcher's.
    func runNamingFailure(
        filter: String, environment: [String: String], log: URL, timeout: Duration? = nil, serially: Bool = false
    ) throws(LabError) -> (outcome: ChildProcess.Outcome, failed: String?, seed: UInt64?) {
        let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let events = Self.events(of: log)
        try? FileManager.default.removeItem(at: events)
        let watcher = IssueWatcher(events: events)
        let stream = ["--experimental-event-stream-output", events.path, "--experimental-event-stream-version", "0"]
        let outcome = try ChildProcess.run(
            command(filter: filter) + stream + (serially ? ["--no-parallel"] : []), in: scratch.root,
            environment: merged, log: log,
            timeout: timeout ?? self.timeout,
            stop: watcher.hasIssue)
        return (outcome, watcher.failedTest, watcher.failedSeed)
    }

    private func command(filter: String) -> [String] {
        #if canImport(Glibc)
            let binary = scratch.root.appending(path: ".build/debug/\(Self.packageName)PackageTests.xctest").path
            return [binary, "--testing-library", "swift-testing", "--filter", filter]
        #else
            return ["swift", "test", "--skip-build", "--filter", filter]
        #endif
    }

    /// Where a run writing its output to `log` writes its event stream.
    static func events(of log: URL) -> URL { log.deletingPathExtension().appendingPathExtension("events.jsonl") }

    /// A test's name as `--filter` and the reach map see it: `Suite/test(a:)/File.swift:12:6` (its
    /// slashes escaped or not, as an event stream writes them) → `Suite/test(a:)`.
    static func testName(_ id: String) -> String {
        let id = id.replacingOccurrences(of: "\\/", with: "/")
        guard let slash = id.range(of: "/", options: .backwards), id[slash.upperBound...].contains(".swift:") else {
            return id
        }
        return String(id[..<slash.lowerBound])
    }

    /// The package's name, as its test binary is named after it.
    static let packageName = "MVX"
}

/// Reads a Swift Testing event stream as it grows, for the first recorded issue.
private final class IssueWatcher {
    private let events: URL
    private var handle: FileHandle?
    private var tail = Data()

    init(events: URL) { self.events = events }

    deinit { try? handle?.close() }

    /// The test that recorded the first issue, without its source location.
    private(set) var failedTest: String?
    /// The seed a differential session named in that issue ("seed 17 diverges").
    private(set) var failedSeed: UInt64?

    func hasIssue() -> Bool {
        if handle == nil { handle = try? FileHandle(forReadingFrom: events) }
        guard let handle, let data = try? handle.readToEnd(), !data.isEmpty else { return false }
        tail.append(data)
        let marker = Data("\"kind\":\"issueRecorded\"".utf8)
        guard let found = tail.range(of: marker) else {
            tail = tail.suffix(from: tail.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? tail.startIndex)
            return false
        }
        let rest = tail[found.upperBound...]
        let line = rest.prefix { $0 != UInt8(ascii: "\n") }
        if let seed = line.range(of: Data("seed ".utf8)) {
            failedSeed = UInt64(
                String(decoding: line[seed.upperBound...].prefix { (48...57).contains($0) }, as: UTF8.self))
        }
        if let key = line.range(of: Data("\"testID\":\"".utf8)) {
            failedTest = TestLauncher.testName(
                String(decoding: line[key.upperBound...].prefix { $0 != UInt8(ascii: "\"") }, as: UTF8.self))
        }
        return true
    }
}
