import Foundation
import Reporting
import SourceReading

/// The coupling graph and every architecture's analysis of one set of sources, the last few kept
/// for the process: `--check` right after a write, and the tool tests' reports of copies of the
/// package, measure the same code once.
enum ReportAnalysis {
    struct Result {
        let graph: TypeGraph
        let analyses: [ArchitectureAnalysis]
        let screenAnalyses: [String: [ArchitectureAnalysis]]
    }

    /// The latest analyses, newest first.
    private static let recent = Recent()

    static func of(
        files: [SourceFile], declarations: [(String, ArchitectureDeclaration)], screens: [ReportData.Screen],
        packageRoot: URL
    ) throws -> Result {
        // The graph comes from the index store when the package has one, else from the names alone.
        let store = PackageIndex.storeURL(packageRoot: packageRoot)
        var hasher = Hasher()
        hasher.combine(FileManager.default.fileExists(atPath: store.path) ? packageRoot.path : "names")
        for file in files {
            hasher.combine(file.path)
            hasher.combine(file.textHash)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for (name, declaration) in declarations {
            hasher.combine(name)
            hasher.combine((try? encoder.encode(declaration)) ?? Data())
        }
        for screen in screens { hasher.combine("\(screen.name):\(screen.builtBy)") }
        let key = hasher.finalize()
        if let known = recent.result(for: key) { return known }
        let graph = try PackageIndex.graph(files: files, packageRoot: packageRoot)
        // Each architecture, whole and per screen, analysed on every core.
        let jobs: [(name: String, declaration: ArchitectureDeclaration, screen: String?)] =
            declarations.map { ($0.0, $0.1, nil) }
            + screens.flatMap { screen in
                declarations.filter { screen.builtBy.contains($0.0) }.map { ($0.0, $0.1, screen.name) }
            }
        let done = Results(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let job = jobs[index]
            done.set(
                index,
                ArchitectureAnalysis(
                    name: job.name, declaration: job.declaration, files: files, graph: graph, screen: job.screen))
        }
        let all = done.all
        let analyses = Array(all.prefix(declarations.count))
        var screenAnalyses = Dictionary(uniqueKeysWithValues: screens.map { ($0.name, [ArchitectureAnalysis]()) })
        for (job, analysis) in zip(jobs, all).dropFirst(declarations.count) {
            screenAnalyses[job.screen!, default: []].append(analysis)
        }
        let result = Result(graph: graph, analyses: analyses, screenAnalyses: screenAnalyses)
        recent.keep(result, for: key)
        return result
    }
}

/// The last few analyses, by the key of their sources, shared by the threads that report.
private final class Recent: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [(key: Int, result: ReportAnalysis.Result)] = []

    func result(for key: Int) -> ReportAnalysis.Result? { lock.withLock { entries.first { $0.key == key }?.result } }

    func keep(_ result: ReportAnalysis.Result, for key: Int) {
        lock.withLock { entries = Array(([(key, result)] + entries).prefix(4)) }
    }
}

/// The analyses as the cores finish them, in the jobs' order.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [ArchitectureAnalysis?]

    init(count: Int) { items = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ analysis: ArchitectureAnalysis) { lock.withLock { items[index] = analysis } }

    var all: [ArchitectureAnalysis] { lock.withLock { items.map { $0! } } }
}
