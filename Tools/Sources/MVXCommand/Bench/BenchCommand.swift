import Catalog
import Foundation
import Measure

/// `mvx bench`: every architecture at 100, 1 000 and 10 000 rows, interleaved in one run, each
/// pass in a child process; medians of wall time, peak memory and UI work, as ratios to MVC.
@MainActor
public enum BenchCommand {
    public static let usage = """
        USAGE: mvx bench [--json | --write] [--baseline <json>] [--rounds <n>] [--timeout <seconds>]
                         [--package-path <path>]

        Build with -c release first: swift run -c release mvx bench (a debug build's figures mean
        nothing, and it says so). Each pass runs in a child process; a line on stderr reports it.

        OPTIONS:
          --json                  Print every figure as JSON instead of the table.
          --write                 Also store the figures in BENCHMARKS.md at the package root.
          --baseline <json>       A run saved with --json to show beside this one, before → after.
          --rounds <n>            Timed passes per architecture and size (default 5).
          --timeout <seconds>     Time limit of one pass; a pass that takes longer is killed and
                                  the run fails, naming it (default 300).
          --package-path <path>   Where BENCHMARKS.md goes (default: the current directory).
          -h, --help              Show this help.
        """

    static let sizes = [100, 1_000, 10_000]

    public static func run(
        _ arguments: [String], currentDirectory: URL, output: (String) -> Void, errorOutput: (String) -> Void
    ) -> Int32 {
        var json = false
        var write = false
        var rounds = 5
        var timeout = 300
        var packagePath: String?
        var baselinePath: String?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--json": json = true
            case "--write": write = true
            case "-h", "--help":
                output(usage)
                return 0
            case "--rounds":
                guard let value = rest.popFirst().flatMap(Int.init), value > 0 else {
                    errorOutput("mvx: error: --rounds needs a positive number (see 'mvx bench --help')")
                    return 64
                }
                rounds = value
            case "--timeout":
                guard let value = rest.popFirst().flatMap(Int.init), value > 0 else {
                    errorOutput("mvx: error: --timeout needs a positive number of seconds (see 'mvx bench --help')")
                    return 64
                }
                timeout = value
            case "--package-path", "--baseline":
                guard let value = rest.popFirst(), !value.hasPrefix("-") else {
                    errorOutput("mvx: error: \(argument) needs a value (see 'mvx bench --help')")
                    return 64
                }
                if argument == "--baseline" { baselinePath = value } else { packagePath = value }
            case "--child":
                return runChild(Array(rest), output: output, errorOutput: errorOutput)
            default:
                errorOutput("mvx: error: unknown argument '\(argument)' (see 'mvx bench --help')")
                return 64
            }
        }
        if json && write {
            errorOutput("mvx: error: --json and --write cannot be used together (see 'mvx bench --help')")
            return 64
        }
        let root = LessonRoot.resolve(packagePath, currentDirectory: currentDirectory)
        if write {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue
            else {
                errorOutput("mvx: error: no package folder at \(root.path)")
                return 1
            }
        }
        var baseline: (label: String, figures: BenchFigures)?
        if let baselinePath {
            let url = URL(fileURLWithPath: baselinePath, relativeTo: currentDirectory)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                errorOutput("mvx: error: cannot read the baseline \(url.path)")
                return 1
            }
            guard let figures = try? JSONDecoder().decode(BenchFigures.self, from: data) else {
                errorOutput("mvx: error: \(url.path) is not a run saved with 'mvx bench --json'")
                return 1
            }
            baseline = ("`\(baselinePath)`", figures)
        }
        #if DEBUG
            errorOutput(
                "mvx bench: warning: this is a debug build, whose figures mean nothing; run swift run -c release mvx bench"
            )
        #endif
        let names = ArchitectureCatalog.all.map(\.name)
        var passes: [BenchFigures.PassKey: [BenchScenario.Result]] = [:]
        let total = rounds * sizes.count * names.count * BenchScenario.Part.allCases.count
        var done = 0
        do {
            for round in 1...rounds {
                for rows in sizes {
                    for name in names {
                        for part in BenchScenario.Part.allCases {
                            let result = try runChildProcess(name, rows: rows, part: part, timeout: .seconds(timeout))
                            passes[.init(architecture: name, rows: rows, part: part), default: []].append(result)
                            done += 1
                            errorOutput(
                                "mvx bench: pass \(done)/\(total) (round \(round)): \(name) at \(rows) rows, "
                                    + "\(part.rawValue), \(Markdown.decimal(result.milliseconds.reduce(0, +))) ms")
                        }
                    }
                }
            }
        } catch {
            errorOutput("mvx: error: \(error.message)")
            return 1
        }
        let base = names.first { name in
            (try? ArchitectureDeclaration.load(architecture: name, packageRoot: root))?.claimRoles.contains(.mvc)
                == true
        }
        let figures = BenchFigures(
            architectures: names, baseArchitecture: base, sizes: sizes, rounds: rounds, passes: passes)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            output(String(decoding: (try? encoder.encode(figures)) ?? Data(), as: UTF8.self))
            return 0
        }
        let table =
            figures.markdown()
            + (baseline.map { "\n" + BenchComparison(label: $0.label, before: $0.figures, after: figures).markdown() }
                ?? "")
        output(table)
        if write {
            let machine = BenchMachine.describe()
            let text =
                "# BENCHMARKS\n\nWritten by `swift run -c release mvx bench --write`; REPORT.md stays free of timings.\n\n"
                + machine + "\n\n" + table
            let url = root.appending(path: RepositoryPaths.benchmarks)
            do { try Data(text.utf8).write(to: url, options: .atomic) } catch {
                errorOutput("mvx: error: cannot write \(url.path): \(error.localizedDescription)")
                return 1
            }
            output("Wrote \(url.path).")
        }
        return 0
    }

    struct ChildFailure: Error {
        let message: String
    }

    /// Runs one pass in a fresh process of this same executable, killed when it outlives the limit.
    private static func runChildProcess(_ name: String, rows: Int, part: BenchScenario.Part, timeout: Duration)
        throws(ChildFailure) -> BenchScenario.Result
    {
        try runChildProcess(
            ["--child", name, "\(rows)", part.rawValue], timeout: timeout,
            describing: "\(name) at \(rows) rows (\(part.rawValue))")
    }

    /// Runs `mvx bench <arguments>` in a child process and decodes the JSON line it prints last.
    private static func runChildProcess<Result: Decodable>(
        _ arguments: [String], timeout: Duration, describing pass: String? = nil
    ) throws(ChildFailure) -> Result {
        let pass = pass ?? arguments.dropFirst().joined(separator: " at ")
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let log = FileManager.default.temporaryDirectory.appending(path: "mvx-bench-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }
        let outcome: ChildProcess.Outcome
        do {
            outcome = try ChildProcess.run(
                [executable.path, "bench"] + arguments,
                in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath), log: log, timeout: timeout)
        } catch {
            throw ChildFailure(message: "cannot start a benchmark process: \(error.message)")
        }
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n").map(String.init)
        switch outcome {
        case .timedOut:
            throw ChildFailure(message: "the benchmark pass \(pass) took longer than \(timeout) and was killed")
        case .exited(0):
            guard let json = lines.last, let result = try? JSONDecoder().decode(Result.self, from: Data(json.utf8))
            else { throw ChildFailure(message: "the benchmark pass \(pass) printed no result") }
            return result
        case .exited(let status):
            let reason = lines.last(where: { $0.hasPrefix("mvx: error: ") }).map { ": " + $0.dropFirst(12) } ?? ""
            throw ChildFailure(message: "the benchmark pass \(pass) failed (exit \(status))\(reason)")
        case .signalled(let signal):
            throw ChildFailure(message: "the benchmark pass \(pass) crashed (signal \(signal))")
        case .stopped:
            throw ChildFailure(message: "the benchmark pass \(pass) was stopped")
        }
    }

    private static func runChild(_ arguments: [String], output: (String) -> Void, errorOutput: (String) -> Void)
        -> Int32
    {
        guard arguments.count == 3, let rows = Int(arguments[1]), let part = BenchScenario.Part(rawValue: arguments[2]),
            let architecture = ArchitectureCatalog.all.first(where: { $0.name == arguments[0] })
        else {
            errorOutput("mvx: error: --child needs an architecture name, a row count and a part (screens or goods)")
            return 64
        }
        do {
            let result = try BenchScenario.run(architecture, rows: rows, part: part)
            output(String(decoding: (try? JSONEncoder().encode(result)) ?? Data(), as: UTF8.self))
            return 0
        } catch {
            errorOutput("mvx: error: \(error.message)")
            return 1
        }
    }
}
