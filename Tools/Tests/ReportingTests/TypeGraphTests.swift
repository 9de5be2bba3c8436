import LabTestSupport
import SourceReading
import Testing

@testable import Reporting

/// The coupling graph: name resolution, extensions, fan-in and fan-out, cycles.
@Suite("Type graph")
struct TypeGraphTests {
    private func file(_ path: String, _ text: String) -> SourceFile {
        let parts = path.split(separator: "/").map(String.init)
        return SourceFile(
            path: "Sources/" + path, target: parts[0], screen: parts.count > 3 ? parts[1] : "",
            folder: parts.count > 2 ? parts[parts.count - 2] : "", text: text)
    }

    /// An architecture of one layer, `View`, with `rules`.
    private func viewOnly(rules: [LayerRule]) -> ArchitectureDeclaration {
        ArchitectureDeclaration(
            summary: "", layers: [.init(name: "View", role: "")], logicLayers: [], viewLayers: ["View"],
            sceneLayer: "View", rules: rules, claimRoles: [], bindingTool: [])
    }

    private static let noModel = LayerRule(
        quote: "Views take no model.", layer: "View", mustNotName: [Layer.model], isSeedWeakness: false)

    private var files: [SourceFile] {
        [
            file("Shared/Model/Blog.swift", "public struct Blog {}"),
            file("HeadlessUIKit/Views/UILabel.swift", "open class UILabel {}"),
            file(
                "MVC/Profile/View/BlogCell.swift",
                "import HeadlessUIKit\nimport Foundation\nfinal class BlogCell { let label = UILabel(); let d = Date() }"
            ),
            file(
                "MVC/Profile/Controller/BlogCellHelper.swift",
                "import Shared\nfinal class BlogCellHelper { var blog: Blog?\n // BlogCell\n let s = \"BlogCell\" }"),
            file(
                "MVC/Profile/Controller/Helper+Cell.swift",
                "extension BlogCellHelper { func cell() -> BlogCell { BlogCell() } }"),
            file(
                "MVP/Profile/View/BlogCell.swift",
                "final class BlogCell { var p: Presenter? }\nfinal class Presenter { var c: BlogCell? }"),
        ]
    }

    @Test("A name resolves in its own target first, then in the file's imports; Foundation is left out")
    func resolution() {
        let graph = TypeGraph(files: files)
        let edges = graph.edges.map { "\($0.from) → \($0.to)" }
        #expect(edges.contains("MVC.BlogCell → HeadlessUIKit.UILabel"))
        #expect(edges.contains("MVC.BlogCellHelper → Shared.Blog"))
        #expect(!edges.contains { $0.contains("Date") })
        #expect(!edges.contains { $0.hasPrefix("MVC.") && $0.hasSuffix("MVP.BlogCell") })
    }

    @Test("An extension's names count for the type it extends; comments and strings do not")
    func extensionsCount() {
        let graph = TypeGraph(files: files)
        let helperEdges = graph.edges.filter { $0.from == "MVC.BlogCellHelper" }
        #expect(helperEdges.map(\.to) == ["MVC.BlogCell", "Shared.Blog"])
        #expect(helperEdges.first?.file == "Sources/MVC/Profile/Controller/Helper+Cell.swift")
    }

    @Test("Fan-out, fan-in and instability")
    func metrics() {
        let graph = TypeGraph(files: files)
        #expect(graph.fanOut("MVC.BlogCellHelper") == 2)
        #expect(graph.fanIn("MVC.BlogCell") == 1)
        #expect(graph.instability("MVC.BlogCell") == 0.5)
        #expect(graph.instability("Shared.Blog") == 0)
    }

    @Test("Cycles are the strongly connected groups of two or more")
    func cycles() {
        let graph = TypeGraph(files: files)
        #expect(graph.cycles(among: Set(graph.nodes.map(\.id))) == [["MVP.BlogCell", "MVP.Presenter"]])
    }

    @Test("The harness's entry closes no cycle, and its layers leave the matrix on the page")
    func plumbingLeftOut() {
        let files = [
            file("MVP/MVPArchitecture.swift", "enum MVPArchitecture { static func make() -> A { A() } }"),
            file("MVP/Profile/View/A.swift", "final class A { func open() -> B { B() } }"),
            file("MVP/Profile/View/B.swift", "final class B { let x = MVPArchitecture.make() }"),
        ]
        let analysis = ArchitectureAnalysis(
            name: "MVP", declaration: viewOnly(rules: []), files: files, graph: TypeGraph(files: files))
        #expect(TypeGraph(files: files).cycles(among: Set(TypeGraph(files: files).nodes.map(\.id))).count == 1)
        #expect(analysis.cycles.isEmpty, "A → B → MVPArchitecture → A runs through the entry only")
        let page = MarkdownReport.couplingDetail(analysis).joined(separator: "\n")
        #expect(page.contains("| from \\ to | View | Model | API | UI kit |"))
        #expect(!page.contains("Entry") && !page.contains("Scenario"))
    }

    @Test("Layer rules list each breach as file:line with the names involved")
    func ruleFindings() {
        let files = [
            file("Shared/Model/Blog.swift", "public struct Blog {}"),
            file("MVC/Profile/View/BlogCell.swift", "import Shared\nfinal class BlogCell {\n var blog: Blog? }"),
        ]
        let declaration = viewOnly(rules: [Self.noModel])
        let analysis = ArchitectureAnalysis(
            name: "MVC", declaration: declaration, files: files, graph: TypeGraph(files: files))
        #expect(analysis.rules.first?.findings == ["Sources/MVC/Profile/View/BlogCell.swift:3: BlogCell → Blog"])
        #expect(analysis.violationCount == 1)
    }

    @Test("The report's pictures draw a rule's breach in red, and only it, a type's arrows on one line")
    func breachInRed() throws {
        let files = [
            file("Shared/Model/Blog.swift", "public struct Blog {}"),
            file("A/Profile/View/Cell.swift", "import Shared\nfinal class Cell {\n var blog: Blog?\n var row: Row? }"),
            file("A/Profile/View/Row.swift", "final class Row {}"),
        ]
        let declaration = viewOnly(rules: [Self.noModel])
        let analysis = ArchitectureAnalysis(
            name: "A", declaration: declaration, files: files, graph: TypeGraph(files: files))
        let data = ReportData(
            screens: [], analyses: [analysis], screenAnalyses: [:], couplingSource: .names, testability: [],
            specMatrix: try SpecMatrix(eventStream: EventStreams.stream(architectures: ["A"]), architectures: ["A"]),
            mutation: [], uiWork: [], objectsPerRow: [1])
        let report = MarkdownReport.render(data)
        let arrows = report.split(separator: "\n").filter { $0.contains("-->") || $0.contains("linkStyle") }
        #expect(
            arrows == [
                "    n_Cell --> n_Row & layer_Model", "    linkStyle 1 stroke:#d00,stroke-width:2px",
            ])
    }
}
