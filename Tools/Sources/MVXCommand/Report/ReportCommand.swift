import Catalog
import ChangeRequests
import Foundation
import MutationTesting
import Reporting
import Scenario
import SourceReading

/// `mvx report`: measures the package and writes REPORT.md, checks it (`--check`) or prints every
/// figure as JSON (`--json`). Bad input gets one line on stderr, a non-zero exit and no file.
/// Only the UI work runs the screens, on the main actor; the rest reads and measures files.
enum ReportCommand {

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

    /// Reads `arguments` and runs with the screens' UI work measured already, off the main actor.
    static func run(
        _ arguments: [String], currentDirectory: URL, uiFigures: UIFigures,
        output: @escaping (String) -> Void, errorOutput: @escaping (String) -> Void
    ) -> Int32 {
        main(arguments, currentDirectory: currentDirectory, output: output, errorOutput: errorOutput) {
            (options, context) throws(LabError) in try report(options, uiFigures: uiFigures, in: context)
        }
    }

    private static func report(_ options: ReportOptions, uiFigures: UIFigures, in context: CommandContext)
        throws(LabError) -> Int32
    {
        let (currentDirectory, output, errorOutput) = (context.currentDirectory, context.output, context.errorOutput)
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
                guard let data = try? Data(contentsOf: url) else { throw LabError("cannot read \(url.path)") }
                guard let text = String(data: data, encoding: .utf8) else { throw LabError("\(url.path) is not UTF-8") }
                recorded = text
            }
            let names = architectures.map(\.name)
            let declarations = try names.map { try ArchitectureDeclaration.load(architecture: $0, packageRoot: root) }
            // The specs run in a child process while this one analyses the code, unless nothing they
            // are built from changed since their last passing run.
            let cache = ReportCache.specs(packageRoot: root)
            let key = recorded == nil ? cache.key() : ""
            if recorded == nil { recorded = cache.text(for: key) }
            let suite: SuiteRun.Running?
            suite = recorded == nil ? try SuiteRun.start(packageRoot: root) : nil
            let scenario = (try? String(contentsOf: root.appending(path: "SCENARIO.md"), encoding: .utf8)) ?? ""
            let tourFolder = root.appending(path: RepositoryPaths.tourParts)
            let tour = ((try? FileManager.default.contentsOfDirectory(atPath: tourFolder.path)) ?? []).sorted()
                .compactMap { name in
                    (try? String(contentsOf: tourFolder.appending(path: name), encoding: .utf8)).map {
                        (path: "\(RepositoryPaths.tourParts)/\(name)", text: $0)
                    }
                }
            let screens = Screen.allCases.map { screen in
                let specs =
                    (try? PackageSources.texts(in: "Tests/MVXTests/Specs/\(screen.rawValue)", packageRoot: root))?
                    .map(\.text) ?? []
                return ReportData.Screen(
                    name: screen.rawValue, article: screen.article, trait: screen.trait,
                    builtBy: architectures.filter { $0.builds(screen) }.map(\.name),
                    contract: ScreenGuides.contract(scenario: scenario, specs: specs),
                    tour: ScreenGuides.tour(tour, screen: screen.rawValue))
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
                events = try suite!.finish()
                if suite!.passed { cache.save(events, for: key) }
            }
            let matrix = try SpecMatrix(eventStream: events, architectures: names)
            let targets = analyses.map {
                ChangeReport.Target(name: $0.name, layers: ChangePromise.Layers($0.declaration))
            }
            let changeCache = ReportCache.changes(packageRoot: root)
            let changeKey = changeCache.key()
            let changes: [ChangeReport]
            if let kept = changeCache.text(for: changeKey),
                let decoded = try? JSONDecoder().decode([ChangeReport].self, from: Data(kept.utf8))
            {
                changes = decoded
            } else {
                let requests = try ChangeRequest.names(packageRoot: root).map { change in
                    try ChangeRequest.load(name: change, architectures: names, packageRoot: root)
                }
                changes = try withCaseTests(
                    try requests.map { request in
                        try ChangeReport.measure(
                            request,
                            second: ChangeRequest.hasSecondAuthor(name: request.name, packageRoot: root)
                                ? try ChangeRequest.load(
                                    name: request.name, architectures: names, packageRoot: root, author: .second)
                                : nil,
                            architectures: targets, packageRoot: root)
                    }, requests: requests, analyses: analyses, files: files, packageRoot: root)
                if let encoded = try? JSONEncoder().encode(changes) {
                    changeCache.save(String(decoding: encoded, as: UTF8.self), for: changeKey)
                }
            }
            let figures = uiFigures
            let traces = try actionTraces(names, packageRoot: root)
            var data = ReportData(
                screens: screens, analyses: analyses, screenAnalyses: screenAnalyses,
                couplingSource: graph.source,
                testability: try testability(names, files: files, packageRoot: root).map { tests in
                    analyses.first { $0.name == tests.architecture }.map(tests.judged(on:)) ?? tests
                },
                specMatrix: matrix, mutation: try mutation.value(),
                uiWork: figures.work, objectsPerRow: figures.objectsPerRow, changes: changes,
                screensShown: figures.screensShown, sessionReach: figures.sessionReach,
                runtime: try runtime(packageRoot: root), actionTraces: traces.0, staleTraces: traces.stale,
                benchTwins: Dictionary(
                    TraceAction.all.compactMap { action in action.bench.map { ($0, action.screen) } }
                ) { first, _ in first })
            data.claims = try ClaimTexts.load(packageRoot: root).applied(to: data.claims)
            let report = MarkdownReport.render(data)
            let reportURL = root.appending(path: RepositoryPaths.report)
            // The README and the tour are written beside the pages: only their generated blocks are the report's.
            var spliced: [(path: String, text: String)] = []
            for page in GeneratedBlocks.pages {
                let url = root.appending(path: page)
                guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                    throw LabError("no readable \(page) at \(url.path)")
                }
                spliced.append((page, try GeneratedBlocks.spliced(text, page: page, data)))
            }
            let reportPages = ReportPages.render(data)
            let pages = reportPages + spliced
            if options.json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                output(String(decoding: try encoder.encode(data), as: UTF8.self))
            } else if options.check {
                guard let current = try? String(contentsOf: reportURL, encoding: .utf8) else {
                    throw LabError("no readable REPORT.md at \(reportURL.path); run 'swift run mvx report' in Tools/")
                }
                let diff = UnifiedDiff.lines(from: current, to: report, maxLines: 40)
                if !diff.isEmpty {
                    let cause =
                        matrix.allPassed
                        ? "" : " Failed specs change the spec matrix: \(problems(matrix, log: log))."
                    errorOutput(
                        ([
                            "mvx: REPORT.md is stale; run 'swift run mvx report' in Tools/.\(cause) The difference:",
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
                            (["mvx: \(page.path) is stale; run 'swift run mvx report' in Tools/. The difference:"]
                                + diff)
                                .joined(separator: "\n"))
                        return 1
                    }
                }
                if let extra = Self.pagesOnDisk(root).subtracting(pages.map(\.path)).sorted().first {
                    errorOutput("mvx: \(extra) is no page of the report today; run 'swift run mvx report' in Tools/")
                    return 1
                }
                output("REPORT.md is up to date.")
                let stale = data.mutation.filter { !$0.isFresh && ($0.recorded != nil || hasMutationRecord(root)) }
                guard stale.isEmpty else {
                    errorOutput(
                        "mvx: MUTATION.md is stale for "
                            + stale.map { ArchitectureMutation.unit($0.architecture, $0.screen) }.joined(
                                separator: ", ")
                            + "; run 'mvx mutate' (in Tools/), which measures only those units, and commit docs/lab/MUTATION.md"
                    )
                    return 1
                }
                guard data.staleTraces.isEmpty else {
                    errorOutput(
                        "mvx: \(RepositoryPaths.actionTraces) is stale for \(data.staleTraces.joined(separator: ", "))"
                            + "; run 'mvx trace' (in Tools/) and commit it")
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
                    throw LabError("cannot write the report at \(root.path): \(error.localizedDescription)")
                }
                output(
                    "Wrote \(reportURL.path), \(reportPages.count) pages in \(ReportPages.folder) and the generated blocks of "
                        + GeneratedBlocks.pages.joined(separator: " and ") + "."
                )
            }
            guard matrix.allPassed || options.json else {
                errorOutput("mvx: some specs failed or did not run: \(problems(matrix, log: log))")
                return 1
            }
            return 0
        } catch let error as LabError {
            throw error
        } catch {
            throw LabError("\(error)")
        }
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

extension ReportCommand: Subcommand {
    static let abstract = "Measure the architectures and write REPORT.md"

    static func run(_ options: ReportOptions, in context: CommandContext) throws(LabError) -> Int32 {
        try report(options, uiFigures: uiFigures(), in: context)
    }
}
