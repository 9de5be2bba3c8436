import Catalog
import Foundation

/// `mvx bench`: every architecture at 100, 1 000 and 10 000 rows, interleaved in one run, each
/// pass in a child process; medians of wall time, peak memory and UI work, as ratios to MVC.
@MainActor
public enum BenchCommand {
    public static let usage = """
        USAGE: mvx bench [--json | --write] [--rounds <n>] [--package-path <path>]

        Build with -c release first: swift run -c release mvx bench

        OPTIONS:
          --json                  Print every figure as JSON instead of the table.
          --write                 Also store the figures in BENCHMARKS.md at the package root.
          --rounds <n>            Timed passes per architecture and size (default 5).
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
        var packagePath: String?
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
            case "--package-path":
                guard let value = rest.popFirst() else {
                    errorOutput("mvx: error: --package-path needs a value (see 'mvx bench --help')")
                    return 64
                }
                packagePath = value
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
        let root = packagePath.map { URL(fileURLWithPath: $0, relativeTo: currentDirectory) } ?? currentDirectory
        if write {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue
            else {
                errorOutput("mvx: error: no package folder at \(root.path)")
                return 1
            }
        }
        let names = ArchitectureCatalog.all.map(\.name)
        var passes: [String: [BenchScenario.Result]] = [:]
        do {
            for _ in 0..<rounds {
                for rows in sizes {
                    for name in names {
                        passes["\(name) \(rows)", default: []].append(try runChildProcess(name, rows: rows))
                    }
                }
            }
        } catch {
            errorOutput("mvx: error: \(error.message)")
            return 1
        }
        let figures = BenchFigures(architectures: names, sizes: sizes, rounds: rounds, passes: passes)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            output(String(decoding: (try? encoder.encode(figures)) ?? Data(), as: UTF8.self))
            return 0
        }
        let table = figures.markdown()
        output(table)
        if write {
            let machine = BenchMachine.describe()
            let text =
                "# BENCHMARKS\n\nWritten by `swift run -c release mvx bench --write`; REPORT.md stays free of timings.\n\n"
                + machine + "\n\n" + table
            let url = root.appending(path: "BENCHMARKS.md")
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

    /// Runs one pass in a fresh process of this same executable.
    private static func runChildProcess(_ name: String, rows: Int) throws(ChildFailure) -> BenchScenario.Result {
        let process = Process()
        process.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["bench", "--child", name, "\(rows)"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { throw ChildFailure(message: "cannot start a benchmark process: \(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let result = try? JSONDecoder().decode(BenchScenario.Result.self, from: data)
        else {
            throw ChildFailure(
                message: "the benchmark pass \(name) at \(rows) rows failed (exit \(process.terminationStatus))")
        }
        return result
    }

    private static func runChild(_ arguments: [String], output: (String) -> Void, errorOutput: (String) -> Void)
        -> Int32
    {
        guard arguments.count == 2, let rows = Int(arguments[1]),
            let architecture = ArchitectureCatalog.all.first(where: { $0.name == arguments[0] })
        else {
            errorOutput("mvx: error: --child needs an architecture name and a row count")
            return 64
        }
        let result = BenchScenario.run(architecture, rows: rows)
        output(String(decoding: (try? JSONEncoder().encode(result)) ?? Data(), as: UTF8.self))
        return 0
    }
}
