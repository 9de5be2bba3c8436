import SourceReading
import Testing

@testable import MVXCommand

/// The analysis at a scale no real screen reaches: it must finish, and find what is there,
/// without recursion that a deep graph could overflow. (The time is `mvx report --bench-scale`'s.)
@Suite("Analysis at scale")
struct ScaleTests {
    @Test(
        "10 000 types in one chain that closes into a cycle: one cycle of all of them, each type's fan-in and fan-out")
    func longCycle() {
        let files = SyntheticArchitecture.files(name: "Synthetic", types: 10_000)
        let graph = TypeGraph(files: files)
        #expect(graph.nodes.count == 10_000)
        #expect(graph.edges.count == 10_000)
        let analysis = ArchitectureAnalysis(
            name: "Synthetic", declaration: SyntheticArchitecture.declaration, files: files, graph: graph)
        #expect(analysis.cycles.count == 1)
        #expect(analysis.cycles.first?.count == 10_000)
        #expect(analysis.types.allSatisfy { $0.fanIn == 1 && $0.fanOut == 1 })
    }
}

/// `mvx scale`: its options, and the figures it prints.
@MainActor
@Suite("mvx scale")
struct ScaleCommandTests {
    private func run(_ arguments: [String]) -> (status: Int32, output: [String], errors: [String]) {
        var output: [String] = []
        var errors: [String] = []
        let status = ScaleCommand.run(arguments, output: { output.append($0) }, errorOutput: { errors.append($0) })
        return (status, output, errors)
    }

    @Test("Times each step and the whole, and passes under the limit")
    func timesTheSteps() {
        let result = run(["--types", "300"])
        #expect(result.status == 0)
        #expect(
            result.output.map { $0.prefix(while: { $0 != ":" }) } == [
                "lexing and scanning", "coupling graph", "analysis", "Markdown", "total",
            ])
        #expect(result.output.last?.contains("300 types, 300 edges, 300 types in the largest cycle") == true)
    }

    @Test("Fails when the whole takes longer than the limit")
    func failsOverTheLimit() {
        let result = run(["--types", "300", "--limit", "0.000000001"])
        #expect(result.status == 1)
        #expect(result.errors.first?.hasPrefix("mvx: error: the analysis took") == true)
    }

    @Test(
        "Bad options get one line and exit 64",
        arguments: [["--types", "x"], ["--types"], ["--limit", "-1"], ["--frobnicate"]])
    func badOptions(arguments: [String]) {
        let result = run(arguments)
        #expect(result.status == 64)
        #expect(result.errors.count == 1)
        #expect(result.output.isEmpty)
    }
}
