import SourceReading
import Testing

@testable import Reporting

@Suite("An architecture's page")
struct ArchitecturePageTests {
    @Test(
        "A type reads by its own name; code outside any type by its file's, whole",
        arguments: [
            ("TEA.CartEffects", "CartEffects"),
            ("Shared.UserAPIManager", "UserAPIManager"),
            ("TEA.Result+Answer.swift (top level)", "Result+Answer.swift (top level)"),
            ("MVC.LMDataSource.swift (top level)", "LMDataSource.swift (top level)"),
        ])
    func shortNames(id: String, name: String) {
        #expect(ArchitecturePage.short(id) == name)
    }

    @Test("Its figures stand beside the baseline's, and the baseline's own page has no such column")
    func figuresBesideTheBaseline() {
        let decision = Decision(
            architectures: ["Base", "A", "B"],
            criteria: [.init(name: "code", anchor: "", lowerIsBetter: true, figures: [10, 15, 20])], baseline: 0)
        #expect(
            ArchitecturePage.figures(decision, 1) == [
                "| Criterion | Its figure | Its rank (of 3; = shared within the noise band) | Base (baseline) |",
                "| --- | --- | --- | --- |",
                "| code | 15 | 2 | 10 |",
            ])
        #expect(
            ArchitecturePage.figures(decision, 0).first
                == "| Criterion | Its figure | Its rank (of 3; = shared within the noise band) |")
    }

    @Test("An action's files split into where the state lives and what draws, by the declared layers")
    func stateAndDrawing() {
        let paths = [
            "Sources/A/Common/Logic/Shared.swift", "Sources/A/Profile/Logic/Cell.swift",
            "Sources/A/Profile/View/CellView.swift", "Sources/A/Profile/Scene/Screen.swift",
        ]
        #expect(
            ArchitecturePage.layerFiles(paths, in: ["Logic"])
                == "[Shared](../../Sources/A/Common/Logic/Shared.swift), [Cell](../../Sources/A/Profile/Logic/Cell.swift)"
        )
        #expect(ArchitecturePage.layerFiles(paths, in: ["Update"]) == "–")
        let massive = ArchitectureDeclaration(
            summary: "", layers: [], logicLayers: [], viewLayers: ["View"], sceneLayer: "Scene", rules: [],
            claimRoles: [], bindingTool: [])
        #expect(ArchitecturePage.stateLayers(massive) == ["Scene"], "no logic layer: the scene keeps the state")
    }

    @Test(
        "A weakness from the figures: the criteria it ranks last on, the baseline left out, a shared rank no weakness")
    func lastOn() {
        let decision = Decision(
            architectures: ["Base", "A", "B", "C"],
            criteria: [
                .init(name: "code", anchor: "", lowerIsBetter: true, figures: [10, 15, 20, 30]),
                .init(name: "tests", anchor: "", lowerIsBetter: false, figures: [0, 5, 5, 5]),
            ], baseline: 0)
        #expect(ArchitecturePage.lastOn(decision, 3).map(\.name) == ["code"])
        #expect(ArchitecturePage.lastOn(decision, 1).isEmpty)
        #expect(ArchitecturePage.lastOn(decision, 2).isEmpty, "tied on tests with the others: not last")
    }

    @Test("Why it follows more files: how many of its traced actions run its scene, beside the others")
    func sceneRuns() {
        func trace(_ arch: String, _ files: String...) -> ActionTraces.Trace {
            .init(architecture: arch, screen: "S", action: "a", files: files, types: [], functions: 1)
        }
        let traces = [
            trace("Base", "Sources/Base/S/Scene/VC.swift"),
            trace("A", "Sources/A/Common/Loop/Store.swift", "Sources/A/S/Scene/VC.swift"),
            trace("A", "Sources/A/Common/Loop/Store.swift", "Sources/A/T/Scene/TVC.swift"),
            trace("A", "Sources/A/Common/Loop/Store.swift", "Sources/A/U/View/Cell.swift"),
            trace("B", "Sources/B/S/Presenter/P.swift"),
            trace("C", "Sources/C/S/Screen/VC.swift"),
        ]
        let scenes = [("Base", "Scene"), ("A", "Scene"), ("B", "Scene"), ("C", "Screen")]
        #expect(
            ArchitecturePage.sceneRuns(traces, scenes: scenes, index: 1, others: [1, 2, 3]) == [
                "- 2 of its 3 traced actions run its scene (the Scene layer), against 0 to 1 for the others beside"
                    + " the baseline; every one runs `Store.swift`: what an action passes through on its way back to"
                    + " the screen ([actions](Actions.md))."
            ])
        #expect(
            ArchitecturePage.sceneRuns(traces, scenes: scenes, index: 2, others: [1, 2, 3]).first?.hasPrefix(
                "- 0 of its 1 traced actions run its scene (the Scene layer), against 1 to 2 for the others") == true)
        #expect(ArchitecturePage.sceneRuns([], scenes: scenes, index: 1, others: [1, 2, 3]).isEmpty, "no trace")
    }
}
