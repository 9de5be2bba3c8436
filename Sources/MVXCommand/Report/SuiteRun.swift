import Foundation

/// Runs the package's suite once with Swift Testing's event stream on, for the spec matrix.
enum SuiteRun {
    struct Failure: Error {
        let message: String
    }

    /// The event stream of `swift test` in the package, with every architecture selected.
    static func eventStream(packageRoot: URL) throws(Failure) -> String {
        let output = FileManager.default.temporaryDirectory.appending(path: "mvx-events-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", "test", "--package-path", packageRoot.path, "--filter", "MVXTests\\.",
            "--experimental-event-stream-output", output.path, "--experimental-event-stream-version", "0",
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["MVX_ARCH"] = nil
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            throw Failure(message: "cannot run swift test: \(error.localizedDescription)")
        }
        process.waitUntilExit()
        guard let data = try? Data(contentsOf: output), let text = String(data: data, encoding: .utf8), !text.isEmpty
        else {
            throw Failure(
                message: "swift test wrote no test events (exit \(process.terminationStatus)); run it to see why")
        }
        return text
    }
}
