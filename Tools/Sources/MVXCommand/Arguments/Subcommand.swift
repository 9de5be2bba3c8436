import Foundation
import SourceReading

/// One `mvx` subcommand, shaped as swift-argument-parser shapes one: its options read apart, before
/// any work, and then its steps, where a `LabError` ends the run as one line and exit status 1.
@MainActor
protocol Subcommand {
    associatedtype Options: CommandOptions
    /// Its line in `mvx --help`.
    static var abstract: String { get }
    static func run(_ options: Options, in context: CommandContext) throws(LabError) -> Int32
}

/// Where a subcommand was started, and where it writes.
struct CommandContext {
    let currentDirectory: URL
    let output: (String) -> Void
    let errorOutput: (String) -> Void
}

extension Subcommand {
    static var name: String { Options.command }

    /// Reads `arguments` and runs: `--help` prints the usage (0), bad input one line (64), a
    /// failure one line (1).
    static func run(
        _ arguments: [String], currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        output: @escaping (String) -> Void, errorOutput: @escaping (String) -> Void
    ) -> Int32 {
        let options: Options
        switch Options.read(arguments, output: output, errorOutput: errorOutput) {
        case .success(let read): options = read
        case .failure(let status): return status.code
        }
        let context = CommandContext(currentDirectory: currentDirectory, output: output, errorOutput: errorOutput)
        return exitStatus(context) { () throws(LabError) in try run(options, in: context) }
    }

    /// The status of `work`, a `LabError` written as the one line a user sees.
    nonisolated static func exitStatus(_ context: CommandContext, _ work: () throws(LabError) -> Int32) -> Int32 {
        do { return try work() } catch {
            context.errorOutput("mvx: error: \(error.message)")
            return 1
        }
    }
}
