import Testing

@testable import ChangeRequests
@testable import Reporting
@testable import SourceReading

/// A logic case is tested alone when neither its test nor the code it builds names the UI kit:
/// 002's frame model measures text with `UIFont`, so a test of its DataService needs the kit too.
@Suite("Tested alone, judged on the code under test")
struct TestedAloneTests {
    private func analysis(frameModel body: String) -> ArchitectureAnalysis {
        let kit = SourceFile(
            path: "Sources/HeadlessUIKit/Views/UIFont.swift", target: "HeadlessUIKit", folder: "Views",
            text: "public final class UIFont {}")
        func file(_ type: String, _ body: String) -> SourceFile {
            SourceFile(
                path: "Sources/A/Logic/\(type).swift", target: "A", folder: "Logic",
                text: "import HeadlessUIKit\nimport Shared\nfinal class \(type) {\n\(body)\n}\n")
        }
        let files =
            ClaimTests.shared + [kit] + [
                file("DataService", "    var rows: [FrameModel] = []"), file("FrameModel", body),
                file("Presenter", "    var count = 0"),
            ]
        let declaration = ArchitectureDeclaration(
            summary: "", layers: [.init(name: "Logic", role: "")], logicLayers: ["Logic"], viewLayers: [],
            sceneLayer: "Scene", rules: [], claimRoles: [], bindingTool: [])
        return ArchitectureAnalysis(name: "A", declaration: declaration, files: files, graph: TypeGraph(files: files))
    }

    private func tests(builds: [[String]]) -> ArchitectureTestability {
        ArchitectureTestability(
            architecture: "A",
            costs: builds.map { built in
                UnitTestCost(caseId: "case", place: "T.swift:1", codeLines: 5, kitTypes: [], objectsBuilt: built)
            })
    }

    @Test("A built class whose types reach the kit makes its case need it; the others stay alone")
    func judged() {
        let measuring = analysis(frameModel: "    let font = UIFont()")
        let judged = tests(builds: [["DataService"], ["Presenter"], ["FrameModel"]]).judged(on: measuring)
        #expect(judged.costs.map { $0?.kitInCode } == [["DataService"], [], ["FrameModel"]])
        #expect(judged.kitFree == 1, "only the presenter's case")
        let plain = tests(builds: [["DataService"], ["Presenter"]]).judged(
            on: analysis(frameModel: "    let size = 15"))
        #expect(plain.kitFree == 2, "a frame model without the kit leaves every case alone")
    }
}

/// 003's rule for every view model is measured on every screen a binding version builds, not on the
/// cart alone: a frame model that imports the kit on another screen breaks it.
@Suite("003's view-model rule, everywhere")
struct ViewModelRuleEverywhereTests {
    private func binding(logic text: String) -> ArchitectureAnalysis {
        let files =
            ClaimTests.shared + [
                SourceFile(path: "Sources/V/Logic/Model.swift", target: "V", folder: "Logic", text: text)
            ]
        let declaration = ArchitectureDeclaration(
            summary: "", layers: [.init(name: "Logic", role: "")], logicLayers: ["Logic"], viewLayers: [],
            sceneLayer: "Scene", rules: [], claimRoles: [.binding], bindingTool: [])
        return ArchitectureAnalysis(name: "V", declaration: declaration, files: files, graph: TypeGraph(files: files))
    }

    @Test("Clean on the cart, it still fails when the whole architecture imports the kit in its logic")
    func everywhere() {
        let clean = binding(logic: "import Shared\nfinal class Model {}\n")
        let dirty = binding(logic: "import HeadlessUIKit\nfinal class Model {}\n")
        func rule(_ whole: [ArchitectureAnalysis]) -> Claim? {
            CartClaims.evaluate(screens: ["Cart": [clean]], testability: [], whole: whole)
                .first { $0.source == "003, MVVM 的注意事项" }
        }
        #expect(rule([])?.verdict == .holds, "the cart alone is clean")
        #expect(rule([dirty])?.verdict == .doesNotHold, "the architecture as a whole is not")
    }
}
