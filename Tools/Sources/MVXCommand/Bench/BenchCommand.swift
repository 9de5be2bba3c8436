import Catalog
import Foundation
import SourceReading

/// `mvx bench`: every architecture at 100, 1 000 and 10 000 rows, interleaved in one run, each
/// pass in a child process; medians of wall time, peak memory and UI work, as ratios to MVC.
enum BenchCommand: Subcommand {
    static let abstract = "Time the architectures at 100 to 10 000 rows"

    static let sizes = [100, 1_000, 10_000]

    static func run(_ options: BenchOptions, in context: CommandContext) throws(LabError) -> Int32 {
        let (output, errorOutput) = (context.output, context.errorOutput)
        if let child = options.child {
            let result = try BenchScenario.run(child.architecture, rows: child.rows, part: child.part)
            output(String(decoding: (try? JSONEncoder().encode(result)) ?? Data(), as: UTF8.self))
            return 0
        }
        let (json, write, rounds, timeout) = (options.json, options.write, options.rounds, options.timeout)
        let (packagePath, baselinePath) = (options.packagePath, options.baselinePath)
        let root = LessonRoot.resolve(packagePath, currentDirectory: context.currentDirectory)
        if write {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue
            else { throw LabError("no package folder at \(root.path)") }
        }
        var baseline: (label: String, figures: BenchFigures)?
        if let baselinePath {
            let url = URL(fileURLWithPath: baselinePath, relativeTo: context.currentDirectory)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw LabError("cannot read the baseline \(url.path)")
            }
            guard let figures = try? JSONDecoder().decode(BenchFigures.self, from: data) else {
                throw LabError("\(url.path) is not a run saved with 'mvx bench --json'")
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
                    throw LabError("cannot write \(url.path): \(error.localizedDescription)")
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
}
