import Foundation

/// The `mvx` command line: one subcommand per job.
@MainActor
public enum MVXMain {
    static let subcommands: [any Subcommand.Type] = [
        ReportCommand.self, BenchCommand.self, ScaleCommand.self, MutateCommand.self, ChangeCommand.self,
        TraceCommand.self, FuzzCommand.self,
    ]

    static var usage: String {
        let width = subcommands.map { $0.name.count }.max() ?? 0
        return
            (["USAGE: mvx <subcommand>", "", "SUBCOMMANDS:"]
            + subcommands.map { command in
                "  " + command.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + command.abstract
                    + " (see 'mvx \(command.name) --help')."
            })
            .joined(separator: "\n")
    }

    public static func run(_ arguments: [String]) -> Int32 {
        let output: (String) -> Void = { print($0) }
        let errorOutput: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        switch arguments.first {
        case "-h", "--help", "help":
            output(usage)
            return 0
        case nil:
            errorOutput("mvx: error: missing subcommand (see 'mvx --help')")
            return 64
        case let name?:
            guard let command = subcommands.first(where: { $0.name == name }) else {
                errorOutput("mvx: error: unknown subcommand '\(name)' (see 'mvx --help')")
                return 64
            }
            return command.run(Array(arguments.dropFirst()), output: output, errorOutput: errorOutput)
        }
    }
}
