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
        main(arguments, currentDirectory: currentDirectory, output: output, errorOutput: errorOutput) {
            (options, context) throws(LabError) in try run(options, in: context)
        }
    }

    /// Reads `arguments` and runs `steps` with them, as `run` does: for a command whose steps take
    /// more than its options (the report, given UI figures measured already).
    nonisolated static func main(
        _ arguments: [String], currentDirectory: URL, output: @escaping (String) -> Void,
        errorOutput: @escaping (String) -> Void, steps: (Options, CommandContext) throws(LabError) -> Int32
    ) -> Int32 {
        let options: Options
        switch Options.read(arguments, output: output, errorOutput: errorOutput) {
        case .success(let read): options = read
        case .failure(let status): return status.code
        }
        let context = CommandContext(currentDirectory: currentDirectory, output: output, errorOutput: errorOutput)
        do { return try steps(options, context) } catch {
            errorOutput("mvx: error: \(error.message)")
            return 1
        }
    }
}
