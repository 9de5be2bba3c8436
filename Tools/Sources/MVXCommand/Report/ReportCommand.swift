import Catalog
import Foundation
import Measure
import Scenario

/// `mvx report`: measures the package and writes REPORT.md, checks it (`--check`) or prints every
/// figure as JSON (`--json`). Bad input gets one line on stderr, a non-zero exit and no file.
/// Only the UI work runs the screens, on the main actor; the rest reads and measures files.
public enum ReportCommand {
    public static let usage = """
        USAGE: mvx report [--check | --json] [--package-path <path>] [--spec-events <file>]

        Measures every architecture of the package (lines, coupling, testability, the spec
        matrix from a run of the suite, UI work per action, the seed's claims) and writes
        REPORT.md at the package root, atomically.

        OPTIONS:
          --check                 Write nothing; exit 1 and say where REPORT.md differs from the
                                  report the code gives today, or which units of MUTATION.md
                                  measured code that has changed since.
          --json                  Write nothing; print every figure as JSON on stdout.
          --package-path <path>   The package root (default: the current directory).
          --spec-events <file>    Read the spec matrix from this Swift Testing event stream
                                  instead of running `swift test`.
          -h, --help              Show this help.
        """

    struct UsageError: Error {
        let message: String
    }

    struct Options {
        var check = false
        var json = false
        var packagePath: String?
        var specEvents: String?
        var help = false
    }

    /// The UI work of every architecture's screens, driven by the suite's robot: what the report
    /// needs of the running code.
    public struct UIFigures: Sendable {
        let work: [ActionWork]
        let objectsPerRow: [Double]
        let screensShown: [ScreenShown]
        let sessionReach: [SessionReachFigure]
    }

    @MainActor
    public static func uiFigures() -> UIFigures {
        let architectures = ArchitectureCatalog.all
        return UIFigures(
            work: UIWorkProbe.measure(architectures), objectsPerRow: architectures.map(UIWorkProbe.objectsPerRow),
            screensShown: ScreenShowcase.take(architectures), sessionReach: SessionReachProbe.measure(architectures))
    }

    /// Runs the command; returns the exit status.
    @MainActor
    public static func run(
        _ arguments: [String], currentDirectory: URL,
        output: (String) -> Void, errorOutput: (String) -> Void
    ) -> Int32 {
        // Bad input and --help need no screen.
        let figures = (try? parse(arguments)).flatMap { $0.help ? nil : uiFigures() }
        return run(
            arguments, currentDirectory: currentDirectory, uiFigures: figures, output: output, errorOutput: errorOutput)
    }

    /// Runs the command with the screens' UI work measured already (nil only for input that never
    /// reaches it: a bad argument, `--help`); returns the exit status.
    public static func run(
        _ arguments: [String], currentDirectory: URL, uiFigures: UIFigures?,
        output: (String) -> Void, errorOutput: (String) -> Void
    ) -> Int32 {
        let options: Options
        do { options = try parse(arguments) } catch {
            errorOutput("mvx: error: \(error.message) (see 'mvx report --help')")
            return 64
        }
        if options.help {
            output(usage)
            return 0
        }
        let root =
            LessonRoot.resolve(options.packagePath, currentDirectory: currentDirectory)
        let architectures = ArchitectureCatalog.all
        do {
            let files = try PackageSources.load(
                packageRoot: root, targets: Layer.sharedTargets + architectures.map(\.name))
            let log = options.specEvents == nil ? SuiteRun.logURL(packageRoot: root) : nil
            var recorded: String?
            if let path = options.specEvents {
                let url = URL(fileURLWithPath: path, relativeTo: currentDirectory)
                guard let data = try? Data(contentsOf: url) else { throw Message("cannot read \(url.path)") }
                guard let text = String(data: data, encoding: .utf8) else { throw Message("\(url.path) is not UTF-8") }
                recorded = text
            }
            let names = architectures.map(\.name)
            let declarations = try names.map { try ArchitectureDeclaration.load(architecture: $0, packageRoot: root) }
            // The specs run in a child process while this one analyses the code, unless nothing they
            // are built from changed since their last passing run.
            let cache = SpecEventCache(packageRoot: root)
            let key = recorded == nil ? cache.key() : ""
            if recorded == nil { recorded = cache.stream(for: key) }
            let suite: SuiteRun.Running?
            do { suite = recorded == nil ? try SuiteRun.start(packageRoot: root) : nil } catch {
                throw Message(error.message)
            }
            let screens = Screen.allCases.map { screen in
                ReportData.Screen(
                    name: screen.rawValue, article: screen.article,
                    builtBy: architectures.filter { $0.builds(screen) }.map(\.name))
            }
            // MUTATION.md's fingerprints are read beside the analysis, on a core it leaves idle.
            let mutation = Background { try mutationStatus(names, packageRoot: root) }
            let analysis = try ReportAnalysis.of(
                files: files, declarations: zip(names, declarations).map { ($0, $1) }, screens: screens,
                packageRoot: root)
            let (graph, analyses, screenAnalyses) = (analysis.graph, analysis.analyses, analysis.screenAnalyses)
            let events: String
            if let recorded {
                events = recorded
            } else {
                do { events = try suite!.finish() } catch { throw Message(error.message) }
                if suite!.passed { cache.save(events, for: key) }
            }
            let matrix = try SpecMatrix(eventStream: events, architectures: names)
            let targets = analyses.map { ChangeReport.Target(name: $0.name, sceneLayer: $0.declaration.sceneLayer) }
            let changes = try ChangeRequest.names(packageRoot: root).map { change in
                try ChangeReport.measure(
                    try ChangeRequest.load(name: change, architectures: names, packageRoot: root),
                    architectures: targets, packageRoot: root)
            }
            guard let figures = uiFigures else { throw Message("the screens' UI work was not measured") }
            let data = ReportData(
                screens: screens, analyses: analyses, screenAnalyses: screenAnalyses,
                couplingSource: graph.source,
                testability: try testability(names, files: files, packageRoot: root),
                specMatrix: matrix, mutation: try mutation.value(),
                uiWork: figures.work, objectsPerRow: figures.objectsPerRow, changes: changes,
                screensShown: figures.screensShown, sessionReach: figures.sessionReach)
            let report = MarkdownReport.render(data)
            let reportURL = root.appending(path: RepositoryPaths.report)
            let readmeURL = root.appending(path: RepositoryPaths.readme)
            guard let readme = try? String(contentsOf: readmeURL, encoding: .utf8) else {
                throw Message("no readable README.md at \(readmeURL.path)")
            }
            let findings: String
            do { findings = try ReadmeBlocks.spliced(readme, data) } catch { throw Message(error.description) }
            // README.md is written beside the pages: only its findings block is the report's.
            let reportPages = ReportPages.render(data)
            let pages = reportPages + [(path: RepositoryPaths.readme, text: findings)]
            if options.json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                output(String(decoding: try encoder.encode(data), as: UTF8.self))
            } else if options.check {
                guard let current = try? String(contentsOf: reportURL, encoding: .utf8) else {
                    throw Message("no readable REPORT.md at \(reportURL.path); run 'swift run mvx report'")
                }
                let diff = UnifiedDiff.lines(from: current, to: report, maxLines: 40)
                if !diff.isEmpty {
                    let cause =
                        matrix.allPassed
                        ? "" : " Failed specs change the spec matrix: \(problems(matrix, log: log))."
                    errorOutput(
                        ([
                            "mvx: REPORT.md is stale; run 'swift run mvx report'.\(cause) The difference:",
                            "--- REPORT.md",
                            "+++ the report of the code today",
                        ] + diff).joined(separator: "\n"))
                    return 1
                }
                for page in pages {
                    let current = (try? String(contentsOf: root.appending(path: page.path), encoding: .utf8)) ?? ""
                    let diff = UnifiedDiff.lines(from: current, to: page.text, maxLines: 20)
                    guard diff.isEmpty else {
                        errorOutput(
                            (["mvx: \(page.path) is stale; run 'swift run mvx report'. The difference:"] + diff)
                                .joined(separator: "\n"))
                        return 1
                    }
                }
                if let extra = Self.pagesOnDisk(root).subtracting(pages.map(\.path)).sorted().first {
                    errorOutput("mvx: \(extra) is no page of the report today; run 'swift run mvx report'")
                    return 1
                }
                output("REPORT.md is up to date.")
                let stale = data.mutation.filter { !$0.isFresh && ($0.recorded != nil || hasMutationRecord(root)) }
                guard stale.isEmpty else {
                    errorOutput(
                        "mvx: MUTATION.md is stale for "
                            + stale.map { ArchitectureMutation.unit($0.architecture, $0.screen) }.joined(
                                separator: ", ")
                            + "; run 'mvx mutate' (in Tools/), which measures only those units, and commit docs/MUTATION.md"
                    )
                    return 1
                }
            } else {
                let folder = root.appending(path: ReportPages.folder)
                do {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    for page in pages {
                        try Data(page.text.utf8).write(to: root.appending(path: page.path), options: .atomic)
                    }
                    for extra in Self.pagesOnDisk(root).subtracting(pages.map(\.path)) {
                        try FileManager.default.removeItem(at: root.appending(path: extra))
                    }
                    try Data(report.utf8).write(to: reportURL, options: .atomic)
                } catch {
                    throw Message("cannot write the report at \(root.path): \(error.localizedDescription)")
                }
                output(
                    "Wrote \(reportURL.path), \(reportPages.count) pages in \(ReportPages.folder) and README.md's generated blocks."
                )
            }
            guard matrix.allPassed || options.json else {
                errorOutput("mvx: some specs failed or did not run: \(problems(matrix, log: log))")
                return 1
            }
            return 0
        } catch let error as PackageSources.Failure {
            errorOutput("mvx: error: \(error.description)")
        } catch let error as SpecMatrix.Failure {
            errorOutput("mvx: error: \(error.description)")
        } catch let error as Message {
            errorOutput("mvx: error: \(error.text)")
        } catch {
            errorOutput("mvx: error: \(error)")
        }
        return 1
    }

    /// Each architecture's unit tests, measured case by case; an architecture without a test
    /// folder gets no costs and the reason.
    private static func testability(_ names: [String], files: [SourceFile], packageRoot: URL) throws
        -> [ArchitectureTestability]
    {
        let declarations = files.flatMap { file in file.declarations.map { (file.target, $0) } }
        let kitTypes = Set(declarations.filter { $0.0 == "HeadlessUIKit" && $0.1.kind != .extension }.map(\.1.name))
        let kitClasses = Set(declarations.filter { $0.0 == "HeadlessUIKit" && $0.1.kind == .class }.map(\.1.name))
        let classes = Set(declarations.filter { $0.1.kind == .class }.map(\.1.name))
        return try names.map { name in
            let folder = ArchitectureTestability.testFolder(of: name)
            guard FileManager.default.fileExists(atPath: packageRoot.appending(path: folder).path) else {
                return ArchitectureTestability(
                    architecture: name, costs: LogicCase.all.map { _ in nil }, missingReason: "no \(folder)")
            }
            return UnitTestScanner.measure(
                architecture: name, files: try PackageSources.texts(in: folder, packageRoot: packageRoot),
                kitTypes: kitTypes.union(kitSubclasses(of: kitClasses, in: files.filter { $0.target == name })),
                classes: classes)
        }
    }

    /// An architecture's classes that inherit from a kit class, at any depth (a cell, a view): a
    /// test that builds one needs the kit as much as one that builds a `UITableView`.
    private static func kitSubclasses(of kitClasses: Set<String>, in files: [SourceFile]) -> Set<String> {
        let superclasses = files.flatMap { file in
            file.declarations.filter { $0.kind == .class }.compactMap { declaration in
                file.conformances(of: declaration).first.map { (declaration.name, $0) }
            }
        }
        var subclasses: Set<String> = []
        var grew = true
        while grew {
            let found = Set(superclasses.filter { kitClasses.contains($0.1) || subclasses.contains($0.1) }.map(\.0))
            grew = !found.isSubset(of: subclasses)
            subclasses.formUnion(found)
        }
        return subclasses
    }

    /// Each unit's row of MUTATION.md (none when the file is missing) against today's fingerprint.
    /// Whether the package keeps mutation scores at all (a fixture without MUTATION.md has none to keep fresh).
    private static func hasMutationRecord(_ root: URL) -> Bool {
        FileManager.default.fileExists(atPath: root.appending(path: RepositoryPaths.mutation).path)
    }

    private static func mutationStatus(_ names: [String], packageRoot: URL) throws -> [MutationStatus] {
        let url = packageRoot.appending(path: RepositoryPaths.mutation)
        var recorded: [String: MutationDocument.Summary] = [:]
        var families: [String: [MutationOperator.Family: MutationDocument.GroupCount]] = [:]
        if FileManager.default.fileExists(atPath: url.path) {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                throw Message("cannot read \(url.path)")
            }
            recorded = MutationDocument.summaries(in: text)
            families = MutationDocument.families(in: text)
        }
        return try MutationUnit.plan(names, mutants: [:]).map { unit in
            MutationStatus(
                architecture: unit.architecture, screen: unit.screen, recorded: recorded[unit.name],
                currentFingerprint: try unit.fingerprint(packageRoot: packageRoot),
                families: families[unit.name] ?? [:])
        }
    }

    private struct Message: Error {
        let text: String
        init(_ text: String) { self.text = text }
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--check": options.check = true
            case "--json": options.json = true
            case "-h", "--help": options.help = true
            case "--package-path", "--spec-events":
                guard let value = rest.popFirst(), !value.hasPrefix("-") else {
                    throw UsageError(message: "\(argument) needs a value")
                }
                if argument == "--package-path" { options.packagePath = value } else { options.specEvents = value }
            default:
                throw UsageError(message: "unknown argument '\(argument)'")
            }
        }
        if options.check && options.json { throw UsageError(message: "--check and --json cannot be used together") }
        return options
    }

    /// The specs that failed or did not run, the first few by name, and where the run's output is.
    private static func problems(_ matrix: SpecMatrix, log: URL?) -> String {
        let problems = matrix.problems
        let named = problems.prefix(5).joined(separator: "; ")
        let more = problems.count > 5 ? "; and \(problems.count - 5) more" : ""
        let output = log.map { "; the swift test output is in \($0.path)" } ?? ""
        return named + more + output
    }
}

/// A value computed on another thread while the caller goes on; `value()` waits for it.
extension ReportCommand {
    /// The Markdown files in the pages' folder now, by path from the package root.
    static func pagesOnDisk(_ root: URL) -> Set<String> {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appending(path: ReportPages.folder).path)) ?? []
        return Set(names.filter { $0.hasSuffix(".md") }.map { "\(ReportPages.folder)/\($0)" })
    }
}

private final class Background<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<Value, any Error>?

    init(_ work: @escaping @Sendable () throws -> Value) {
        DispatchQueue.global().async {
            self.result = Result { try work() }
            self.done.signal()
        }
    }

    func value() throws -> Value {
        done.wait()
        done.signal()
        return try result!.get()
    }
}
