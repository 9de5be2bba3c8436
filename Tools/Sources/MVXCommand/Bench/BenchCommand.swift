import Catalog
import Foundation
import SourceReading

/// `mvx bench`: every architecture at 100, 1 000 and 10 000 rows, interleaved in one run, each
/// pass in a child process; medians of wall time, peak memory and UI work, as ratios to MVC.
@MainActor
public enum BenchCommand {

    static let sizes = [100, 1_000, 10_000]

    public static func run(
        _ arguments: [String], currentDirectory: URL, output: (String) -> Void, errorOutput: (String) -> Void
    ) -> Int32 {
        let options: BenchOptions
        switch BenchOptions.read(arguments, output: output, errorOutput: errorOutput) {
        case .success(let read): options = read
        case .failure(let status): return status.code
        }
        if let child = options.child { return runChild(child, output: output, errorOutput: errorOutput) }
        let (json, write, rounds, timeout) = (options.json, options.write, options.rounds, options.timeout)
        let (packagePath, baselinePath) = (options.packagePath, options.baselinePath)
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
                "# BENCHMARKS\n\nWritten by `swift run -c release --package-path Tools mvx bench --write`; REPORT.md stays free of timings.\n\n"
                + machine + "\n\n" + table
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let runtime = figures.runtime(date: ISO8601DateFormatter().string(from: Date()))
                .flatMap { try? encoder.encode($0) }
            let files = [(RepositoryPaths.runtime, runtime), (RepositoryPaths.benchmarks, Data(text.utf8))]
            for case (let path, let data?) in files {
                let url = root.appending(path: path)
                do { try data.write(to: url, options: .atomic) } catch {
                    errorOutput("mvx: error: cannot write \(url.path): \(error.localizedDescription)")
                    return 1
                }
                output("Wrote \(url.path).")
            }
        }
        return 0
    }

    /// Runs one pass in a fresh process of this same executable, killed when it outlives the limit.
    private static func runChildProcess(_ name: String, rows: Int, part: BenchScenario.Part, timeout: Duration)
        throws(LabError) -> BenchScenario.Result
    {
        try runChildProcess(
            ["--child", name, "\(rows)", part.rawValue], timeout: timeout,
            describing: "\(name) at \(rows) rows (\(part.rawValue))")
    }

    /// Runs `mvx bench <arguments>` in a child process and decodes the JSON line it prints last.
    private static func runChildProcess<Result: Decodable>(
        _ arguments: [String], timeout: Duration, describing pass: String? = nil
    ) throws(LabError) -> Result {
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
            throw LabError("cannot start a benchmark process: \(error.message)")
        }
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n").map(String.init)
        switch outcome {
        case .timedOut:
            throw LabError("the benchmark pass \(pass) took longer than \(timeout) and was killed")
        case .exited(0):
            guard let json = lines.last, let result = try? JSONDecoder().decode(Result.self, from: Data(json.utf8))
            else { throw LabError("the benchmark pass \(pass) printed no result") }
            return result
        case .exited(let status):
            let reason = lines.last(where: { $0.hasPrefix("mvx: error: ") }).map { ": " + $0.dropFirst(12) } ?? ""
            throw LabError("the benchmark pass \(pass) failed (exit \(status))\(reason)")
        case .signalled(let signal):
            throw LabError("the benchmark pass \(pass) crashed (signal \(signal))")
        case .stopped:
            throw LabError("the benchmark pass \(pass) was stopped")
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
