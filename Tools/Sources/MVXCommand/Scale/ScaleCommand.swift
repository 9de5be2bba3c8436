import Foundation
import Measure

/// `mvx scale`: the report's analysis on a made-up architecture far larger than any screen,
/// timed step by step, so that the analysis is known to stay near-linear. It fails when the
/// whole takes longer than the limit.
@MainActor
public enum ScaleCommand {
    public static let usage = """
        USAGE: mvx scale [--types <n>] [--limit <seconds>]

        Builds a synthetic architecture of <n> types (default 10 000), each naming the next in one
        long cycle, and times the report's analysis of it: lexing and scanning, the coupling
        graph, the architecture's analysis and the Markdown. Exits 1 when it takes longer than
        the limit (default 5 seconds). Build with -c release for the figures that count.

        OPTIONS:
          --types <n>           How many types (default 10000).
          --limit <seconds>     The time the whole may take (default 5).
          -h, --help            Show this help.
        """

    public static func run(_ arguments: [String], output: (String) -> Void, errorOutput: (String) -> Void) -> Int32 {
        var types = 10_000
        var limit = 5.0
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "-h", "--help":
                output(usage)
                return 0
            case "--types":
                guard let value = rest.popFirst().flatMap(Int.init), value > 0 else {
                    errorOutput("mvx: error: --types needs a positive number (see 'mvx scale --help')")
                    return 64
                }
                types = value
            case "--limit":
                guard let value = rest.popFirst().flatMap(Double.init), value > 0 else {
                    errorOutput("mvx: error: --limit needs a positive number of seconds (see 'mvx scale --help')")
                    return 64
                }
                limit = value
            default:
                errorOutput("mvx: error: unknown argument '\(argument)' (see 'mvx scale --help')")
                return 64
            }
        }
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
            errorOutput("mvx: error: the analysis took \(seconds(total)) s, more than \(limit) s")
            return 1
        }
        return 0
    }

    private static func seconds(_ duration: Duration) -> String {
        let (whole, attoseconds) = duration.components
        return String(format: "%.3f", Double(whole) + Double(attoseconds) / 1e18)
    }
}
