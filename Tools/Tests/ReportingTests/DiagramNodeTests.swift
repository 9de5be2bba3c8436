import Foundation
import Testing

@testable import Reporting
@testable import SourceReading

/// The report's type diagrams draw no stray box: every arrow names a node declared in its layer,
/// a nested type is drawn as its parent, and an arrow from a nested type that breaks a rule is red.
@Suite("Type diagrams: every arrow between declared nodes")
struct DiagramNodeTests {
    private func analysis(sceneType: String = "Screen") -> ArchitectureAnalysis {
        let files = [
            SourceFile(
                path: "Sources/Shared/Model/Blog.swift", target: "Shared", folder: "Model",
                text: "public struct Blog {}"),
            SourceFile(
                path: "Sources/M/Profile/View/Cell.swift", target: "M", screen: "Profile", folder: "View",
                text:
                    "final class Cell {\n    struct Layout {\n        let blog: Blog? = nil\n    }\n    let layout = Layout()\n}"
            ),
            SourceFile(
                path: "Sources/M/Profile/Scene/Screen.swift", target: "M", screen: "Profile", folder: "Scene",
                text: "final class Screen {\n    let cell = Cell()\n    let layout = Cell.Layout()\n}"),
        ]
        let declaration = ArchitectureDeclaration(
            summary: "", layers: ["Scene", "View"].map { .init(name: $0, role: "") }, logicLayers: [],
            viewLayers: ["View"], sceneLayer: "Scene",
            rules: [
                LayerRule(quote: "Views name no model.", layer: "View", mustNotName: ["Model"], isSeedWeakness: false)
            ],
            claimRoles: [], bindingTool: [])
        // The compiler's index names a nested type under its parent, as the report's graph does.
        func node(_ id: String, _ layer: String, _ file: String) -> TypeGraph.Node {
            TypeGraph.Node(
                id: id, name: String(id.drop { $0 != "." }.dropFirst()), target: String(id.prefix { $0 != "." }),
                layer: layer, kind: .struct, file: file, line: 1)
        }
        func edge(_ from: String, _ to: String, _ file: String) -> TypeGraph.Edge {
            TypeGraph.Edge(from: from, to: to, places: [.init(file: file, line: 2)])
        }
        let cell = "Sources/M/Profile/View/Cell.swift"
        let screen = "Sources/M/Profile/Scene/Screen.swift"
        let graph = TypeGraph(
            source: .index,
            nodes: [
                node("Shared.Blog", "Model", "Sources/Shared/Model/Blog.swift"), node("M.Cell", "View", cell),
                node("M.Cell.Layout", "View", cell), node("M.\(sceneType)", "Scene", screen),
            ],
            edges: [
                edge("M.Cell", "M.Cell.Layout", cell), edge("M.Cell.Layout", "Shared.Blog", cell),
                edge("M.\(sceneType)", "M.Cell", screen), edge("M.\(sceneType)", "M.Cell.Layout", screen),
            ])
        return ArchitectureAnalysis(name: "M", declaration: declaration, files: files, graph: graph)
    }

    @Test("Each arrow's ends are declared nodes; a nested type is its parent's box, and its breach is red")
    func declaredEnds() throws {
        let lines = MarkdownReport.diagram(analysis())
        let declared = Set(
            lines.compactMap { line -> String? in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard !trimmed.contains("-->"), let bracket = trimmed.firstIndex(of: "[") else { return nil }
                return String(trimmed[..<bracket]).replacingOccurrences(of: "subgraph ", with: "")
            })
        let arrows = lines.filter { $0.contains("-->") }.map {
            $0.trimmingCharacters(in: .whitespaces).components(separatedBy: " --> ")
        }
        #expect(!arrows.isEmpty)
        for arrow in arrows {
            #expect(declared.contains(arrow[0]), "\(arrow[0]) is drawn but not declared")
            #expect(declared.contains(arrow[1]), "\(arrow[1]) is drawn but not declared")
        }
        let breach = try #require(arrows.firstIndex { $0 == ["n_Cell", "layer_Model"] }, "\(arrows)")
        #expect(!lines.contains { $0.contains("n_Cell_Layout") }, "the nested type is drawn as its parent")
        #expect(lines.contains("    linkStyle \(breach) stroke:#d00,stroke-width:2px"))
    }

    @Test("A type named as its layer (TEA's Store in its Store layer) is a box of its own, not the layer")
    func typeNamedAsItsLayer() {
        let lines = MarkdownReport.diagram(analysis(sceneType: "Scene"))
        let ids = lines.compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.contains("-->"), let bracket = trimmed.firstIndex(of: "[") else { return nil }
            return String(trimmed[..<bracket]).replacingOccurrences(of: "subgraph ", with: "")
        }
        #expect(ids.contains("n_Scene") && ids.contains("layer_Scene"), "\(ids)")
        #expect(Set(ids).count == ids.count, "an id declared twice: \(ids)")
    }

    @Test("The layer diagram counts the references between layers and draws a forbidden pair red")
    func layers() throws {
        let lines = ReportPages.layerDiagram(analysis())
        let arrows = lines.filter { $0.contains("-->") }.map { $0.trimmingCharacters(in: .whitespaces) }
        let boxes = Dictionary(
            uniqueKeysWithValues: lines.compactMap { line -> (String, String)? in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("L"), !trimmed.contains("-->"), let quote = trimmed.firstIndex(of: "\"")
                else { return nil }
                let name = trimmed[trimmed.index(after: quote)...].prefix { $0 != "\"" }
                return (String(trimmed.prefix { $0 != "[" && $0 != "(" }), String(name))
            })
        func named(_ arrow: String) -> String {
            let parts = arrow.components(separatedBy: " ")
            return "\(boxes[parts[0]] ?? "?") \(parts[1]) \(boxes[parts[2]] ?? "?")"
        }
        #expect(Set(arrows.map(named)) == ["Scene -->|2| View", "View -->|1| Model"], "\(arrows)")
        let breach = try #require(arrows.firstIndex { named($0) == "View -->|1| Model" })
        #expect(lines.contains("    linkStyle \(breach) stroke:#d00,stroke-width:2px"))
        #expect(lines.filter { $0.contains("linkStyle") }.count == 1)
    }
}
