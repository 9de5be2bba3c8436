import Testing

@testable import ChangeRequests
@testable import Reporting
@testable import SourceReading

/// Every claim of the report can come out each way: each is checked here against small made-up
/// architectures whose figures cross its thresholds.
@Suite("The seed's claims can fail")
struct ClaimTests {
    typealias Role = ArchitectureDeclaration.ClaimRole

    static let shared = [
        SourceFile(
            path: "Sources/Shared/Model/Blog.swift", target: "Shared", folder: "Model", text: "public struct Blog {}"),
        SourceFile(
            path: "Sources/Shared/API/UserAPIManager.swift", target: "Shared", folder: "API",
            text: "public protocol UserAPIManager {}"),
    ]

    /// An architecture from `folder/Type: body` entries; `lines` pads a type to that many code lines.
    func architecture(
        _ name: String, roles: [Role], _ types: [String: String], logic: [String] = ["Logic"],
        bindingTool: [String] = [], followStatePath: [String] = [], copies original: ArchitectureAnalysis? = nil,
        originalTypes: [String: String] = [:]
    ) -> ArchitectureAnalysis {
        let files = sourceFiles(name, types)
        let layers = Set(files.map(\.folder)).sorted().map {
            ArchitectureDeclaration.LayerDeclaration(name: $0, role: "")
        }
        let declaration = ArchitectureDeclaration(
            summary: "", layers: layers, logicLayers: logic, viewLayers: ["View"], sceneLayer: "Scene", rules: [],
            claimRoles: roles, bindingTool: bindingTool, followStatePath: followStatePath,
            copiesFilesOf: original?.name)
        let all = Self.shared + files + (original.map { sourceFiles($0.name, originalTypes) } ?? [])
        return ArchitectureAnalysis(name: name, declaration: declaration, files: all, graph: TypeGraph(files: all))
    }

    /// A file per `folder/Type` key: a final class, or a protocol for `folder/protocol P`; a class
    /// adopts what its key names after a colon (`Logic/A: P`).
    func sourceFiles(_ name: String, _ types: [String: String]) -> [SourceFile] {
        types.sorted { $0.key < $1.key }.map { key, body in
            let parts = key.split(separator: "/").map(String.init)
            let header = parts[1].hasPrefix("protocol ") ? parts[1] : "final class \(parts[1])"
            let typeName = parts[1].replacing("protocol ", with: "").split(separator: ":")[0]
            return SourceFile(
                path: "Sources/\(name)/\(parts[0])/\(typeName).swift", target: name, folder: parts[0],
                text: "import Shared\n\(header) {\n\(body)\n}\n")
        }
    }

    func lines(_ count: Int) -> String {
        (0..<count).map { "    let value\($0) = \($0)" }.joined(separator: "\n")
    }

    func claim(_ source: String, _ analyses: [ArchitectureAnalysis], perRow: [Double]? = nil) -> Claim.Verdict? {
        Claim.evaluate(
            screens: ["Profile": analyses], testability: [], objectsPerRow: perRow ?? analyses.map { _ in 1 }
        ).first { $0.source == source }?.verdict
    }

    var mvc: ArchitectureAnalysis {
        architecture("C", roles: [.mvc], ["Scene/S": "", "View/V": "", "Logic/H": "var v: V?"])
    }

    @Test("MVC之消失的C层: holds, partly, does not hold, not tested here")
    func controllerDisappears() {
        let holds = architecture(
            "B", roles: [.baseline], ["Scene/S": "var b: Blog?\nvar a: UserAPIManager?", "View/V": ""])
        let partly = architecture("B", roles: [.baseline], ["Scene/S": "var b: Blog?", "View/V": ""])
        let layered = architecture("B", roles: [.baseline], ["Scene/S": "var b: Blog?", "View/V": "", "Logic/L": ""])
        #expect(claim("000, MVC之消失的C层: the controller", [holds, mvc]) == .holds)
        #expect(claim("000, MVC之消失的C层: the controller", [partly, mvc]) == .partly)
        #expect(claim("000, MVC之消失的C层: the controller", [layered, mvc]) == .doesNotHold)
        #expect(claim("000, MVC之消失的C层: the controller", [mvc]) == .notTestedHere)
    }

    @Test("The cells bound to the model: holds, partly, does not hold, not tested here")
    func viewBoundToModel() {
        func verdict(_ views: [String: String]) -> Claim.Verdict? {
            let baseline = architecture("B", roles: [.baseline], views.merging(["Scene/S": ""]) { a, _ in a })
            return Claim.evaluate(screens: ["Profile": [baseline]], testability: [], objectsPerRow: [1])
                .first { $0.source == "000, MVC之消失的C层: the cells" }?.verdict
        }
        #expect(verdict(["View/A": "var b: Blog?", "View/B": "var b: Blog?"]) == .holds)
        #expect(verdict(["View/A": "var b: Blog?", "View/B": ""]) == .partly)
        #expect(verdict(["View/A": "", "View/B": ""]) == .doesNotHold)
        #expect(
            Claim.evaluate(screens: ["Profile": [mvc]], testability: [], objectsPerRow: [1])
                .first { $0.source == "000, MVC之消失的C层: the cells" }?.verdict == .notTestedHere)
    }

    @Test("Twice the files and classes: holds, partly, does not hold, not tested here")
    func filesAndClasses() {
        func layered(_ name: String, _ count: Int) -> ArchitectureAnalysis {
            architecture(
                name, roles: [.layered], Dictionary(uniqueKeysWithValues: (0..<count).map { ("View/T\($0)", "") }))
        }
        // The made-up MVC has 3 files and 3 types.
        #expect(claim("000, summary 4", [mvc, layered("P", 6), layered("M", 7)]) == .holds)
        #expect(claim("000, summary 4", [mvc, layered("P", 6), layered("M", 5)]) == .partly)
        #expect(claim("000, summary 4", [mvc, layered("P", 5), layered("M", 4)]) == .doesNotHold)
        #expect(claim("000, summary 4", [mvc]) == .notTestedHere)
    }

    @Test("Binding saves code on the follow state's path: holds, partly, does not hold, not tested here")
    func bindingSavesCode() {
        /// `count` statements naming the declared path name, and as many that do not.
        func path(_ count: Int) -> String {
            ((0..<count).map { "    let state\($0) = isFollowing" } + [lines(count)]).joined(separator: "\n")
        }
        let callbacks = architecture(
            "P", roles: [.callbacks], ["Logic/L": path(60), "View/V": path(40), "Scene/S": path(50)],
            followStatePath: ["isFollowing"])
        func binding(_ code: Int, declared: Bool = true) -> ArchitectureAnalysis {
            architecture(
                "M", roles: [.binding], ["Logic/L": path(code), "Scene/S": path(90)],
                followStatePath: declared ? ["isFollowing"] : [])
        }
        #expect(callbacks.followStatePathCode == 100, "the scene is not on the path; the other statements are not")
        #expect(claim("000, summary 3", [callbacks, binding(60)]) == .holds)
        #expect(claim("000, summary 3", [callbacks, binding(80)]) == .partly)
        #expect(claim("000, summary 3", [callbacks, binding(100)]) == .doesNotHold)
        #expect(claim("000, summary 3", [callbacks, binding(10, declared: false)]) == .notTestedHere)
        #expect(claim("000, summary 3", [callbacks]) == .notTestedHere)
    }

    @Test("A statement on the path counts whole, over the lines its parentheses carry on to, but not a block's body")
    func statementLines() {
        let file = SourceFile(
            path: "Sources/M/View/V.swift", target: "M", folder: "View",
            text: """
                bind(
                    self, { $0.title },
                    // a comment is not code
                    to: { view, title in
                        view.label.text = title
                    })
                func setFollowing() {
                    other = 1
                }
                """)
        #expect(file.codeLines(ofStatementsNaming: ["title"]) == [1, 2, 4, 5, 6])
        #expect(file.codeLines(ofStatementsNaming: ["setFollowing"]) == [7])
    }

    @Test("MVC's views isolated: holds, partly (the API), does not hold, not tested here")
    func mvcViewsIsolated() {
        func verdict(_ view: String) -> Claim.Verdict? {
            claim("000, MVC section", [architecture("C", roles: [.mvc], ["View/V": view, "Logic/H": ""])])
        }
        #expect(verdict("") == .holds)
        #expect(verdict("var a: UserAPIManager?") == .partly)
        #expect(verdict("var b: Blog?") == .doesNotHold)
        #expect(verdict("var h: H?") == .doesNotHold)
        #expect(claim("000, MVC section", []) == .notTestedHere)
    }

    @Test(
        "One-to-one: not tested here by construction; holds, partly, does not hold once a view or an interface is shared"
    )
    func oneToOne() {
        func verdict(_ types: [String: String]) -> Claim.Verdict? {
            claim("000, summary 5", [architecture("P", roles: [.layered], types)])
        }
        #expect(verdict(["Logic/A": "", "View/VA": "var p: A?"]) == .notTestedHere)
        let twoSharedOfFour = [
            "Logic/A": "", "Logic/B": "", "Logic/C": "", "Logic/D": "", "View/V1": "var p: A?\nvar q: B?",
            "View/V2": "var p: A?\nvar q: B?\nvar c: C?", "View/V3": "var d: D?",
        ]
        #expect(verdict(twoSharedOfFour) == .partly)
        #expect(verdict(["Logic/A": "", "View/V1": "var p: A?", "View/V2": "var p: A?"]) == .doesNotHold)
        let oneSharedOfFour = [
            "Logic/A": "", "Logic/B": "", "Logic/C": "", "Logic/D": "", "View/V1": "var p: A?\nvar q: B?",
            "View/V2": "var p: A?", "View/V3": "var c: C?\nvar d: D?",
        ]
        #expect(verdict(oneSharedOfFour) == .holds)
        #expect(
            verdict(["Logic/A": "", "View/V1": "var p: A?", "View/V2": "func show(_ cell: V1, _ row: A) {}"])
                == .notTestedHere, "a view that hands a row's logic on to its cell does not render it")
        #expect(claim("000, summary 5", []) == .notTestedHere)
        let qAndA = [
            "Logic/protocol U": "", "Logic/F: U": "", "Logic/G: U": "", "View/Cell": "var viewModel: (any U)?",
        ]
        #expect(verdict(qAndA) == .doesNotHold, "the Q&A's one cell over one interface of two implementations")
        #expect(
            verdict(qAndA.merging(["Logic/A": "", "View/VA": "var p: A?"]) { $1 }) == .partly,
            "one of two interfaces one-to-one")
        let oneOfFour = ["Logic/A": "", "Logic/B": "", "Logic/C": "", "View/V1": "var p: A?\nvar q: B?\nvar c: C?"]
        #expect(verdict(qAndA.merging(oneOfFour) { $1 }) == .holds, "three of four interfaces one-to-one")
        #expect(
            verdict(["Logic/protocol U": "", "Logic/F: U": "", "View/Cell": "var viewModel: (any U)?"])
                == .notTestedHere, "an interface with one implementation is one-to-one by construction")
    }

    @Test("Binding costs memory: holds, partly, does not hold, not tested here")
    func bindingMemory() {
        let callbacks = architecture("P", roles: [.callbacks], ["View/V": ""])
        let binding = architecture("M", roles: [.binding], ["View/V": ""])
        #expect(claim("003, MVVM 的弊端", [callbacks, binding], perRow: [1, 3]) == .holds)
        #expect(claim("003, MVVM 的弊端", [callbacks, binding], perRow: [1, 1.2]) == .partly)
        #expect(claim("003, MVVM 的弊端", [callbacks, binding], perRow: [1, 1]) == .doesNotHold)
        #expect(claim("003, MVVM 的弊端", [binding], perRow: [3]) == .notTestedHere)
    }

    @Test("Logic tested alone: holds, partly, does not hold, not tested here")
    func logicTestable() {
        /// An architecture's unit tests: `kit` names the cases whose test needs the UI kit.
        func tests(_ name: String, kit: Set<String>, missing: Set<String> = []) -> ArchitectureTestability {
            ArchitectureTestability(
                architecture: name,
                costs: LogicCase.all.map { logic in
                    missing.contains(logic.title)
                        ? nil
                        : UnitTestCost(
                            caseId: logic.title, place: "", codeLines: 1,
                            kitTypes: kit.contains(logic.title) ? ["UITableView"] : [],
                            objectsBuilt: [])
                })
        }
        let likes = Set(LogicCase.all.map(\.title).filter { $0.hasPrefix("like:") })
        let analyses = [
            mvc, architecture("P", roles: [.layered], ["View/V": ""]),
            architecture("M", roles: [.layered], ["View/V": ""]),
        ]
        func verdict(_ testability: [ArchitectureTestability]) -> Claim.Verdict? {
            Claim.evaluate(screens: ["Profile": analyses], testability: testability, objectsPerRow: [1, 1, 1])
                .first { $0.source == "000, MVC weaknesses and MVP section" }?.verdict
        }
        #expect(verdict([tests("C", kit: likes), tests("P", kit: []), tests("M", kit: [])]) == .holds)
        #expect(verdict([tests("C", kit: []), tests("P", kit: []), tests("M", kit: [])]) == .partly)
        #expect(
            verdict([tests("C", kit: likes), tests("P", kit: ["like: success"]), tests("M", kit: [])]) == .doesNotHold)
        #expect(
            verdict([tests("C", kit: likes, missing: ["like: success"]), tests("P", kit: []), tests("M", kit: [])])
                == .notTestedHere)
        #expect(claim("000, MVC weaknesses and MVP section", [mvc]) == .notTestedHere)
    }

}
