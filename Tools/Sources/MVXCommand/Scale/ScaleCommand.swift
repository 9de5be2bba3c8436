import Foundation
import Reporting
import SourceReading

/// `mvx scale`: the report's analysis on a made-up architecture far larger than any screen,
/// timed step by step, so that the analysis is known to stay near-linear. It fails when the
/// whole takes longer than the limit.
enum ScaleCommand: Subcommand {
    static let abstract = "Time the report's analysis of a synthetic 10 000-type architecture"

    static func run(_ options: ScaleOptions, in context: CommandContext) throws(LabError) -> Int32 {
        let output = context.output
        let (types, limit) = (options.types, options.limit)
        let name = "Synthetic"
        let clock = ContinuousClock()
        var steps: [(String, Duration)] = []
        func step<T>(_ label: String, _ work: () -> T) -> T {
            let start = clock.now
            let result = work()
            steps.append((label, start.duration(to: clock.now)))
            return result
        }
        let files = step("lexing and scanning") { SyntheticArchitecture.files(name: name, types: types) }
        let graph = step("coupling graph") { TypeGraph(files: files) }
        let analysis = step("analysis") {
            ArchitectureAnalysis(
                name: name, declaration: SyntheticArchitecture.declaration, files: files, graph: graph)
        }
        let markdown = step("Markdown") { MarkdownReport.renderStructure(of: [analysis], source: graph.source) }
        let total = steps.reduce(Duration.zero) { $0 + $1.1 }
        for (label, duration) in steps { output("\(label): \(seconds(duration)) s") }
        output(
            "total: \(seconds(total)) s for \(types) types, \(graph.edges.count) edges, "
                + "\(analysis.cycles.map(\.count).max() ?? 0) types in the largest cycle, "
                + "\(markdown.utf8.count) bytes of Markdown (limit \(limit) s)")
        guard total <= .seconds(limit) else {
            throw LabError("the analysis took \(seconds(total)) s, more than \(limit) s")
        }
        return 0
    }

    private static func seconds(_ duration: Duration) -> String {
        let (whole, attoseconds) = duration.components
        return String(format: "%.3f", Double(whole) + Double(attoseconds) / 1e18)
    }
}
