import Testing

@testable import ChangeRequests
@testable import Reporting
@testable import SourceReading

/// 003's claims, measured on the cart, can come out each way: each is checked against small
/// made-up carts whose figures cross its thresholds.
@Suite("003's claims on the cart can fail")
struct CartClaimTests {
    typealias Role = ArchitectureDeclaration.ClaimRole

    /// A cart screen from `folder/File: text` entries, each a whole file.
    private func cart(
        _ name: String, roles: [Role], _ files: [String: String], logic: [String] = ["Logic"],
        redrawCalls: [String] = []
    ) -> ArchitectureAnalysis {
        let sources = files.sorted { $0.key < $1.key }.map { key, text in
            let parts = key.split(separator: "/").map(String.init)
            return SourceFile(
                path: "Sources/\(name)/Cart/\(parts[0])/\(parts[1]).swift", target: name, screen: "Cart",
                folder: parts[0], text: text)
        }
        let declaration = ArchitectureDeclaration(
            summary: "",
            layers: Set(sources.map(\.folder)).sorted().map { .init(name: $0, role: "") }, logicLayers: logic,
            viewLayers: ["View"], sceneLayer: "Scene", rules: [], claimRoles: roles, bindingTool: [],
            redrawCalls: redrawCalls)
        return ArchitectureAnalysis(
            name: name, declaration: declaration, files: sources, graph: TypeGraph(files: sources), screen: "Cart")
    }

    private func verdict(
        _ source: String, _ analyses: [ArchitectureAnalysis], testability: [ArchitectureTestability] = []
    ) -> Claim.Verdict? {
        CartClaims.evaluate(screens: ["Cart": analyses], testability: testability).first { $0.source == source }?
            .verdict
    }

    private func code(_ lines: Int, decisions: Int = 0) -> String {
        "final class T {\n" + (0..<lines).map { "    let v\($0) = \($0)" }.joined(separator: "\n")
            + "\n    func f() {\n" + String(repeating: "        if true {}\n", count: decisions) + "    }\n}\n"
    }

    @Test("代码变多了: holds, partly, does not hold, not tested here")
    func viewModelHasMoreCode() {
        let p = cart("P", roles: [.callbacks], ["Logic/L": code(10)])
        let more = cart("M", roles: [.binding], ["Logic/L": code(12)])
        let less = cart("N", roles: [.binding], ["Logic/L": code(8)])
        #expect(verdict("003, MVVM中的ViewModel", [p, more]) == .holds)
        #expect(verdict("003, MVVM中的ViewModel", [p, more, less]) == .partly)
        #expect(verdict("003, MVVM中的ViewModel", [p, less]) == .doesNotHold)
        #expect(verdict("003, MVVM中的ViewModel", [more]) == .notTestedHere)
    }

    @Test("轻微的增加代码量，但总体上减少了代码的复杂性: holds, partly, does not hold")
    func moreCodeLessComplexity() {
        let p = cart("P", roles: [.callbacks], ["Logic/L": code(20, decisions: 4)])
        let slightlyMoreSimpler = cart("M", roles: [.binding], ["Logic/L": code(25, decisions: 2)])
        let muchMoreSimpler = cart("M", roles: [.binding], ["Logic/L": code(40, decisions: 2)])
        let lessAndMoreComplex = cart("M", roles: [.binding], ["Logic/L": code(18, decisions: 6)])
        #expect(verdict("003, MVVM 的基本概念", [p, slightlyMoreSimpler]) == .holds)
        #expect(verdict("003, MVVM 的基本概念", [p, muchMoreSimpler]) == .partly)
        #expect(verdict("003, MVVM 的基本概念", [p, lessAndMoreComplex]) == .doesNotHold)
    }

    @Test("reloadDataForUI 两个地方调用, cell → P → VC: holds, partly, does not hold")
    func presenterRedrawCallers() {
        let chain = [
            "Logic/Protocols": "protocol CellDelegate: AnyObject {}\nprotocol ListView: AnyObject {}",
            "View/ItemCell": "final class ItemCell {\n    weak var delegate: (any CellDelegate)?\n}",
            "Logic/Presenter":
                "final class Presenter: CellDelegate {\n    weak var view: (any ListView)?\n    func a() { view?.redraw() }\n    func b() { view?.redraw() }\n}",
            "View/Controller": "final class Controller: ListView {\n    func redraw() {}\n}",
        ]
        let p = cart("P", roles: [.callbacks], chain, redrawCalls: ["redraw"])
        let bound = cart(
            "M", roles: [.binding],
            [
                "View/ItemCell": "final class ItemCell {}",
                "Logic/Model":
                    "final class Model {\n    var block: (() -> Void)?\n    var state = 0 { didSet { block?() } }\n}",
            ], redrawCalls: ["block"])
        let twoCalls = cart(
            "M", roles: [.binding],
            [
                "View/ItemCell": "final class ItemCell {}",
                "Logic/Model": "final class Model {\n    func a() { block?() }\n    func b() { block?() }\n}",
            ],
            redrawCalls: ["block"])
        let oneCall = cart(
            "P", roles: [.callbacks],
            chain.merging([
                "Logic/Presenter":
                    "final class Presenter: CellDelegate {\n    weak var view: (any ListView)?\n    func a() { view?.redraw() }\n}"
            ]) { _, new in new },
            redrawCalls: ["redraw"])
        #expect(p.delegateChain == ["ItemCell", "Presenter", "Controller"])
        #expect(verdict("003, MVP中的V", [p, bound]) == .holds)
        #expect(verdict("003, MVP中的V", [p, twoCalls]) == .partly)
        #expect(verdict("003, MVP中的V", [oneCall, bound]) == .doesNotHold)
        let blockBack = cart(
            "M", roles: [.binding],
            [
                "Logic/Protocols": "protocol CellDelegate: AnyObject {}",
                "View/ItemCell": "final class ItemCell {\n    weak var delegate: (any CellDelegate)?\n}",
                "Logic/Model":
                    "final class Model: CellDelegate {\n    private var block: (() -> Void)?\n    func initWithBlock(_ success: @escaping () -> Void) { block = success }\n    var state = 0 { didSet { block?() } }\n}",
                "View/Controller":
                    "final class Controller {\n    let model = Model()\n    func viewDidLoad() { model.initWithBlock { } }\n}",
            ], redrawCalls: ["block"])
        #expect(
            blockBack.delegateChain == ["ItemCell", "Model", "Controller"],
            "a block the controller gives the model is a hop back to it")
        #expect(verdict("003, MVP中的V", [p, blockBack]) == .partly, "as many hops through a block as through delegates")
    }

    @Test("viewModel 绝对不能包含视图 view: holds, partly, does not hold")
    func viewModelImportsNoKit() {
        let clean = cart("M", roles: [.binding], ["Logic/Model": "import Shared\nfinal class Model {}"])
        let kit = cart("N", roles: [.binding], ["Logic/Model": "import HeadlessUIKit\nfinal class Model {}"])
        #expect(verdict("003, MVVM 的注意事项", [clean]) == .holds)
        #expect(verdict("003, MVVM 的注意事项", [clean, kit]) == .partly)
        #expect(verdict("003, MVVM 的注意事项", [kit]) == .doesNotHold)
    }

    @Test("MVVM 增加你的应用的可测试性: holds, partly, does not hold, not tested here")
    func bindingIncreasesTestability() {
        let mvc = cart("C", roles: [.mvc], ["Logic/H": code(1)])
        let bound = cart("M", roles: [.binding], ["Logic/Model": code(1)])
        func tests(_ name: String, kitFree: Int, tested: Int? = nil) -> ArchitectureTestability {
            var seen = 0
            return ArchitectureTestability(
                architecture: name,
                costs: LogicCase.all.map { logicCase in
                    guard logicCase.screen == "Cart" else { return nil }
                    seen += 1
                    guard seen <= (tested ?? 99) else { return nil }
                    return UnitTestCost(
                        caseId: logicCase.title, place: "T.swift:1", codeLines: 5,
                        kitTypes: seen <= kitFree ? [] : ["UITableView"], objectsBuilt: [])
                })
        }
        let cases = LogicCase.all.count { $0.screen == "Cart" }
        let source = "003, MVVM 的使用建议"
        #expect(
            verdict(source, [mvc, bound], testability: [tests("C", kitFree: 0), tests("M", kitFree: cases)]) == .holds)
        #expect(
            verdict(source, [mvc, bound], testability: [tests("C", kitFree: 1), tests("M", kitFree: 1)]) == .partly)
        #expect(
            verdict(source, [mvc, bound], testability: [tests("C", kitFree: 2), tests("M", kitFree: 1)]) == .doesNotHold
        )
        #expect(
            verdict(source, [mvc, bound], testability: [tests("C", kitFree: 0), tests("M", kitFree: 1, tested: 1)])
                == .notTestedHere)
    }
}
