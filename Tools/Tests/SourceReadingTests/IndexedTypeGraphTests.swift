import Foundation
import LabTestSupport
import SourceReading
import Testing

/// The coupling graph from the compiler's index, on `Fixtures/IndexFixture`: a package whose
/// ViewModel layer hides kit dependencies behind a typealias, a module-qualified name, a member
/// access and top-level code, and has its own nested type named like a View type.
@Suite("Coupling from the compiler's index", .serialized)
struct IndexedTypeGraphTests {
    private static let packageRoot = Roots.lab

    /// A built copy of the fixture, kept in the package's build folder between runs (each file
    /// written again only when the fixture's differs, so that the build is incremental).
    private static let fixture: Result<URL, Error> = Result {
        let source = packageRoot.appending(path: "Fixtures/IndexFixture")
        let folder = packageRoot.appending(path: ".build/mvx-index-fixture")
        let manager = FileManager.default
        let files = (manager.enumerator(atPath: source.path)?.allObjects as? [String] ?? []).filter {
            var isFolder: ObjCBool = false
            return manager.fileExists(atPath: source.appending(path: $0).path, isDirectory: &isFolder)
                && !isFolder.boolValue
        }
        for file in files {
            let data = try Data(contentsOf: source.appending(path: file))
            let copy = folder.appending(path: file)
            guard manager.contents(atPath: copy.path) != data else { continue }
            try manager.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: copy)
        }
        for file in manager.enumerator(atPath: folder.appending(path: "Sources").path)?.allObjects as? [String] ?? []
        where file.hasSuffix(".swift") && !files.contains("Sources/\(file)") {
            try manager.removeItem(at: folder.appending(path: "Sources/\(file)"))
        }
        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        build.arguments = ["swift", "build", "--package-path", folder.path]
        build.standardOutput = FileHandle.nullDevice
        build.standardError = FileHandle.nullDevice
        try build.run()
        build.waitUntilExit()
        guard build.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
        return folder
    }

    private let rule = LayerRule(
        quote: "View models know no view type.", layer: "ViewModel", mustNotName: [Layer.uiKit, "View"],
        isSeedWeakness: false)

    private func analysis() throws -> (TypeGraph, ArchitectureAnalysis) {
        let root = try Self.fixture.get()
        let files = try PackageSources.load(packageRoot: root, targets: ["Shared", "HeadlessUIKit", "App"])
        let graph = try PackageIndex.graph(files: files, packageRoot: root)
        let declaration = ArchitectureDeclaration(
            summary: "", layers: [.init(name: "View", role: ""), .init(name: "ViewModel", role: "")],
            logicLayers: ["ViewModel"], viewLayers: ["View"], sceneLayer: "View", rules: [rule], claimRoles: [],
            bindingTool: [])
        return (graph, ArchitectureAnalysis(name: "App", declaration: declaration, files: files, graph: graph))
    }

    @Test("The graph comes from the index, with nested types named by their parent")
    func source() throws {
        let (graph, _) = try analysis()
        #expect(graph.source == .index)
        #expect(graph.node("App.BlogViewModel.BlogCell") != nil)
        #expect(graph.node("HeadlessUIKit.UIButton.Style") != nil)
        #expect(graph.node("App.KitAliases.swift (top level)")?.layer == "ViewModel")
    }

    @Test("Every dependency the index records, members, typealiases and base classes included")
    func edges() throws {
        let (graph, _) = try analysis()
        let edges = graph.edges.map { "\($0.from) → \($0.to)" }
        #expect(
            edges == [
                "App.BlogCell → HeadlessUIKit.UIView",
                "App.BlogViewModel → App.BlogViewModel.BlogCell",
                "App.BlogViewModel → HeadlessUIKit.UIButton",
                "App.BlogViewModel → HeadlessUIKit.UIButton.Style",
                "App.BlogViewModel → Shared.APIError",
                "App.BlogViewModel → Shared.Blog",
                "App.KitAliases.swift (top level) → HeadlessUIKit.UIView",
                "HeadlessUIKit.UIButton → HeadlessUIKit.UIButton.Style",
                "HeadlessUIKit.UIButton → HeadlessUIKit.UIView",
            ])
        let member = graph.edges.first { $0.from == "App.BlogCell" }
        #expect(member?.places.map(\.line) == [3, 7], "the base class, and the inherited isHidden")
    }

    @Test(
        "The rule sees through the typealias, the qualified name, the member and top-level code; a breach a reference")
    func everyBreach() throws {
        let (_, analysis) = try analysis()
        // One finding per type's reference to a forbidden type, as the layer diagrams count arrows;
        // its first line, and how many more lines make it.
        #expect(
            analysis.rules.first?.findings == [
                "Sources/App/ViewModel/BlogViewModel.swift:11: BlogViewModel → UIButton (and 3 more lines)",
                "Sources/App/ViewModel/BlogViewModel.swift:24: BlogViewModel → UIButton.Style",
                "Sources/App/ViewModel/KitAliases.swift:5: KitAliases.swift (top level) → UIView (and 1 more lines)",
            ])
    }

    @Test("Without an index store the graph falls back to names, and says so")
    func fallback() throws {
        let root = try Self.fixture.get()
        let files = try PackageSources.load(packageRoot: root, targets: ["Shared", "HeadlessUIKit", "App"])
        let elsewhere = FileManager.default.temporaryDirectory.appending(path: "mvx-no-index-\(UUID().uuidString)")
        #expect(try PackageIndex.graph(files: files, packageRoot: elsewhere).source == .names)
    }

    @Test("An index older than the code is an error, not a silent fallback")
    func staleIndex() throws {
        let root = try Self.fixture.get()
        let file = root.appending(path: "Sources/App/View/BlogCell.swift")
        defer {
            try? FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: file.path)
        }
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(3600)], ofItemAtPath: file.path)
        let files = try PackageSources.load(packageRoot: root, targets: ["Shared", "HeadlessUIKit", "App"])
        #expect(throws: LabError.self) { try PackageIndex.graph(files: files, packageRoot: root) }
    }
}
