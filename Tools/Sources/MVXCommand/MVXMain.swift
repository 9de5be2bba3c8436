import Foundation

/// The `mvx` command line: one subcommand per job.
@MainActor
public enum MVXMain {
    public static let usage = """
        USAGE: mvx <subcommand>

        SUBCOMMANDS:
          report    Measure the architectures and write REPORT.md (see 'mvx report --help').
          bench     Time the architectures at 100 to 10 000 rows (see 'mvx bench --help').
          scale     Time the report's analysis of a synthetic 10 000-type architecture (see 'mvx scale --help').
          mutate    Plant bugs in each architecture and count those the suite catches (see 'mvx mutate --help').
          change    Build a change request in every architecture and measure its cost (see 'mvx change --help').
          trace     List the files and types one action runs on each screen (see 'mvx trace --help').
          fuzz      Play seeded random sessions on every architecture and compare them (see 'mvx fuzz --help').
        """

    public static func run(_ arguments: [String]) -> Int32 {
        let output: (String) -> Void = { print($0) }
        let errorOutput: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        switch arguments.first {
        case "report":
            return ReportCommand.run(
                Array(arguments.dropFirst()), currentDirectory: directory, output: output, errorOutput: errorOutput)
        case "bench":
            return BenchCommand.run(
                Array(arguments.dropFirst()), currentDirectory: directory, output: output, errorOutput: errorOutput)
        case "mutate":
            return MutateCommand.run(
                Array(arguments.dropFirst()), currentDirectory: directory, output: output, errorOutput: errorOutput)
        case "change":
            return ChangeCommand.run(
                Array(arguments.dropFirst()), currentDirectory: directory, output: output, errorOutput: errorOutput)
        case "trace":
            return TraceCommand.run(
                Array(arguments.dropFirst()), currentDirectory: directory, output: output, errorOutput: errorOutput)
        case "fuzz":
            return FuzzCommand.run(Array(arguments.dropFirst()), output: output, errorOutput: errorOutput)
        case "scale":
            return ScaleCommand.run(Array(arguments.dropFirst()), output: output, errorOutput: errorOutput)
        case "-h", "--help", "help":
            output(usage)
            return 0
        case nil:
            errorOutput("mvx: error: missing subcommand (see 'mvx --help')")
            return 64
        case let other?:
            errorOutput("mvx: error: unknown subcommand '\(other)' (see 'mvx --help')")
            return 64
        }
    }
}
