import Foundation

/// Runs chosen tests of a built scratch copy, without building: on Linux the test binary itself
/// (`MVXPackageTests.xctest --testing-library swift-testing`, a few milliseconds to start), elsewhere
/// `swift test --skip-build` (which finds the bundle and its runner on every platform, in about a second).
struct TestLauncher: Sendable {
    let scratch: ScratchPackage
    let timeout: Duration

    /// Runs the tests whose identifiers `filter` matches (a regular expression, as `--filter` takes),
    /// with `environment` added to this process's, writing their output to `log`.
    func run(filter: String, environment: [String: String], log: URL) throws(ChildProcess.Failure)
        -> ChildProcess.Outcome
    {
        let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        return try ChildProcess.run(
            command(filter: filter), in: scratch.root, environment: merged, log: log, timeout: timeout)
    }

    private func command(filter: String) -> [String] {
        #if canImport(Glibc)
            let binary = scratch.root.appending(path: ".build/debug/\(Self.packageName)PackageTests.xctest").path
            return [binary, "--testing-library", "swift-testing", "--filter", filter]
        #else
            return ["swift", "test", "--skip-build", "--filter", filter]
        #endif
    }

    /// The package's name, as its test binary is named after it.
    static let packageName = "MVX"
}
