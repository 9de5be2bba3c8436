import Foundation
import Testing

@testable import ChangeRequests
@testable import SourceReading

/// What a change request's diff cost one architecture, and the recycle bin's promise on it,
/// driven to each outcome with made-up diffs.
@Suite("Cost of a change")
struct ChangeCostTests {
    private let scene = """
        import Kit

        /// The scene.
        final class Scene {
            func addUI() {
                add(blogs)
            }
        }

        """
    private let module = """
        final class Module {
            var rows: [Int] = []
        }

        """

    private func patch(_ path: String, _ old: String?, _ new: String?) throws -> FilePatch {
        try #require(FilePatch.between(path: path, old: old, new: new))
    }

    /// The recycle bin's promise, as its REQUEST.md states it.
    private let promise = try! ChangePromise.parse(
        """
        ## The promise

        > 加到对应的Scene即可

        A new module added to its scene.

        For: MVC

        Holds: new share ≥ 75% and edited outside scene ≤ 0
        Partly: new share ≥ 50%
        """)
    private let layers = ChangePromise.Layers(scene: "Scene", view: ["View"], logic: ["Module"])

    private func newModule(lines: Int) -> String {
        "final class Bin {\n" + (0..<lines).map { "    let row\($0) = \($0)\n" }.joined() + "}\n"
    }

    @Test("New files and a line in the scene: the figures, the scene-only flag, and holds")
    func newModuleAndScene() throws {
        let newScene = scene.replacingOccurrences(
            of: "        add(blogs)\n", with: "        add(blogs)\n        add(bin)\n"
        )
        .replacingOccurrences(of: "/// The scene.", with: "/// The scene, with the bin.")
        let cost = try ChangeCost.measure(
            name: "A",
            patches: [
                try patch("Sources/A/Scene/Scene.swift", scene, newScene),
                try patch("Sources/A/Bin/Bin.swift", nil, newModule(lines: 8)),
            ],
            baseTexts: ["Sources/A/Scene/Scene.swift": scene], folder: "Sources/A/")
        #expect(cost.filesAdded == ["Bin/Bin.swift"])
        #expect(cost.newFileCode == 10)
        #expect(cost.filesChanged == ["Scene/Scene.swift"])
        #expect(cost.codeAdded == 1, "the changed doc comment is not code")
        #expect(cost.codeRemoved == 0)
        #expect(cost.editedByLayer == ["Scene": 1])
        #expect(cost.typesTouched == ["Scene"])
        let verdict = promise.verdict(cost, layers: layers)
        #expect(verdict.verdict == .holds)
        #expect(verdict.why == "new files hold 91% of its code lines; 0 edited outside the scene layers")
    }

    @Test("A change names the screen folders its diffs touch, and finds the scene layer inside its screen")
    func screensOfAChange() throws {
        let newScene = scene.replacingOccurrences(
            of: "        add(blogs)\n", with: "        add(blogs)\n        add(bin)\n")
        let cost = try ChangeCost.measure(
            name: "A",
            patches: [
                try patch("Sources/A/Profile/Scene/Scene.swift", scene, newScene),
                try patch("Sources/A/Profile/Bin/Bin.swift", nil, newModule(lines: 2)),
            ],
            baseTexts: ["Sources/A/Profile/Scene/Scene.swift": scene], folder: "Sources/A/")
        #expect(cost.layersEdited == ["Scene"])
        let report = ChangeReport(
            name: "Bin", title: "", provenance: .story, specCount: 0, shared: nil, costs: [cost, nil], secondCosts: nil,
            promise: promise,
            verdicts: [], secondVerdicts: nil)
        #expect(report.screens == ["Profile"])
    }

    @Test("An existing module touched too: partly while new files hold half, does not hold below")
    func existingModuleTouched() throws {
        let grown = module.replacingOccurrences(
            of: "    var rows: [Int] = []\n", with: "    var rows: [Int] = []\n    func refresh() {}\n")
        func cost(newLines: Int) throws -> ChangeCost {
            try ChangeCost.measure(
                name: "A",
                patches: [
                    try patch("Sources/A/Module/Module.swift", module, grown),
                    try patch("Sources/A/Bin/Bin.swift", nil, newModule(lines: newLines)),
                ],
                baseTexts: ["Sources/A/Module/Module.swift": module], folder: "Sources/A/")
        }
        let mostlyNew = try cost(newLines: 20)
        #expect(mostlyNew.typesTouched == ["Module"])
        #expect(mostlyNew.editedByLayer == ["Module": 1])
        #expect(promise.verdict(mostlyNew, layers: layers).verdict == .partly)
        #expect(promise.verdict(mostlyNew, layers: layers).why.hasSuffix("1 edited outside the scene layers"))
        let grownScene = try ChangeCost.measure(
            name: "A",
            patches: [
                try patch(
                    "Sources/A/Scene/Scene.swift", scene,
                    scene.replacingOccurrences(
                        of: "        add(blogs)\n",
                        with: "        add(blogs)\n" + String(repeating: "        add(bin)\n", count: 12))),
                try patch("Sources/A/Bin/Bin.swift", nil, newModule(lines: 3)),
            ],
            baseTexts: ["Sources/A/Scene/Scene.swift": scene], folder: "Sources/A/")
        #expect(grownScene.layersEdited == ["Scene"])
        #expect(
            promise.verdict(grownScene, layers: layers).verdict == .doesNotHold,
            "the scene grew more than the new module")
        #expect(promise.verdict(nil, layers: layers).verdict == .notTestedHere)
    }

    @Test("Code outside any type is the file's top level; removed lines count from the old file")
    func topLevelAndRemoved() throws {
        let old = "let a = 1\nlet b = 2\n"
        let cost = try ChangeCost.measure(
            name: "Shared.diff", patches: [try patch("Sources/K/Top.swift", old, "let a = 1\n// gone\n")],
            baseTexts: ["Sources/K/Top.swift": old])
        #expect(cost.codeRemoved == 1)
        #expect(cost.codeAdded == 0)
        #expect(cost.typesTouched == ["Top.swift (top level)"])
        #expect(cost.editedByLayer == ["K": 1])
        #expect(cost.filesChanged == ["Sources/K/Top.swift"])
    }

    @Test("The docs a change edits are not code: no file, line or type of them counts")
    func docsAreNotCode() throws {
        let old = "# Tour\n\nline one\n"
        let cost = try ChangeCost.measure(
            name: "Shared.diff",
            patches: [
                try patch("docs/TOUR.md", old, "# Tour\n\nline two\n"), try patch("docs/NEW.md", nil, "# New\n"),
            ],
            baseTexts: ["docs/TOUR.md": old])
        #expect(cost.filesChanged.isEmpty)
        #expect(cost.filesAdded.isEmpty)
        #expect(cost.codeAdded == 0)
        #expect(cost.codeRemoved == 0)
        #expect(cost.typesTouched.isEmpty)
    }

    @Test("A diff that no longer applies to the base is an error")
    func stale() throws {
        let stale = try patch("Sources/A/Module/Module.swift", module, module + "// more\n")
        #expect(throws: LabError.self) {
            try ChangeCost.measure(
                name: "A", patches: [stale], baseTexts: ["Sources/A/Module/Module.swift": "struct Other {}\n"],
                folder: "Sources/A/")
        }
    }
}
