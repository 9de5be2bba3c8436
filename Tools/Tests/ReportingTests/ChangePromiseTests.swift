import Foundation
import LabTestSupport
import Testing

@testable import ChangeRequests
@testable import Reporting
@testable import SourceReading

/// The promise each change request states before its diffs: read from REQUEST.md, judged on the
/// diff's figures, and able to come out every way on made-up diffs, against the article included.
@Suite("A change's promise")
struct ChangePromiseTests {
    private let layers = ChangePromise.Layers(scene: "Scene", view: ["View"], logic: ["Logic"])

    private func request(_ holds: String, _ partly: String) -> String {
        "# A\n\n## The promise\n\n> 只需要替换V层\n\nOnly the view layer.\n\nFor: MVP, MVVM\n\nHolds: \(holds)\nPartly: \(partly)\n\n## More\n"
    }

    /// A diff that adds `new` code lines in a new file and edits `edited` lines of a file in `layer`.
    private func cost(new: Int, edited: Int, in layer: String) throws -> ChangeCost {
        let old = "final class Old {\n" + (0..<edited).map { "    let a\($0) = 0\n" }.joined() + "}\n"
        let changed = old.replacingOccurrences(of: "= 0", with: "= 1")
        let added = "final class New {\n" + (0..<new).map { "    let b\($0) = 0\n" }.joined() + "}\n"
        var patches = [try #require(FilePatch.between(path: "Sources/A/Screen/New/New.swift", old: nil, new: added))]
        if edited > 0 {
            patches.append(
                try #require(FilePatch.between(path: "Sources/A/Screen/\(layer)/Old.swift", old: old, new: changed)))
        }
        return try ChangeCost.measure(
            name: "A", patches: patches, baseTexts: ["Sources/A/Screen/\(layer)/Old.swift": old], folder: "Sources/A/")
    }

    @Test("The promise reads its quote, its English and its two thresholds")
    func parses() throws {
        let promise = try ChangePromise.parse(request("edited outside view or scene ≤ 0", "edited ≤ 10"))
        #expect(promise.quote == ["只需要替换V层"])
        #expect(promise.gloss == "Only the view layer.")
        #expect(promise.madeFor == ["MVP", "MVVM"])
        #expect(promise.holds == [.init(figure: .edited(outside: [.view, .scene]), atMost: true, value: 0)])
        #expect(promise.partly == [.init(figure: .edited(outside: []), atMost: true, value: 10)])
        #expect(
            promise.threshold
                == "holds when edited outside view or scene ≤ 0; partly when edited ≤ 10; otherwise does not hold")
    }

    @Test(
        "A promise it cannot read is a one-line error",
        arguments: [
            ("# A\n", "no '## The promise' section"),
            (
                "## The promise\n\n> q\n\nE.\n\nPartly: edited ≤ 1\n",
                "the promise has no 'For:' line naming the architectures it was made for"
            ),
            (
                "## The promise\n\n> q\n\nE.\n\nFor: ,\nPartly: edited ≤ 1\n",
                "the promise's 'For:' line names no architecture"
            ),
            ("## The promise\n\n> q\n\nE.\n\nFor: MVC\nPartly: edited ≤ 1\n", "the promise has no 'Holds:' line"),
            (
                "## The promise\n\n> q\n\nE.\n\nFor: MVC\nHolds: edited < 1\nPartly: edited ≤ 1\n",
                "'edited < 1' is not '<figure> ≤|≥ <number>'"
            ),
            (
                "## The promise\n\n> q\n\nE.\n\nFor: MVC\nHolds: edited outside model ≤ 1\nPartly: edited ≤ 1\n",
                "'model' is not a role (scene, view, logic)"
            ),
            (
                "## The promise\n\n> q\n\nE.\n\nFor: MVC\nHolds: lines ≤ 1\nPartly: edited ≤ 1\n",
                "'lines' is not a figure (new share, edited, edited outside <role>)"
            ),
        ])
    func unreadable(text: String, message: String) {
        #expect(throws: LabError(message)) { try ChangePromise.parse(text) }
    }

    @Test("The figures a verdict reads: edits outside a role's layers, and the share in new files")
    func verdicts() throws {
        let promise = try ChangePromise.parse(request("edited outside view ≤ 0", "edited outside view ≤ 5"))
        #expect(promise.verdict(try cost(new: 10, edited: 4, in: "View"), layers: layers).verdict == .holds)
        let partly = promise.verdict(try cost(new: 10, edited: 4, in: "Logic"), layers: layers)
        #expect(partly.verdict == .partly)
        #expect(partly.why == "4 edited outside the view layers")
        #expect(promise.verdict(try cost(new: 10, edited: 6, in: "Scene"), layers: layers).verdict == .doesNotHold)
        #expect(promise.verdict(nil, layers: layers).verdict == .notTestedHere)
        let share = try ChangePromise.parse(request("new share ≥ 75%", "new share ≥ 50%"))
        let half = try cost(new: 2, edited: 4, in: "View")
        #expect(half.newFileShare == 0.5, "a new class of two lines, four lines edited")
        #expect(share.verdict(half, layers: layers).verdict == .partly)
        #expect(share.verdict(half, layers: layers).why == "new files hold 50% of its code lines")
    }

    @Test("Every change request's promise comes out each way on some diff, against the article included")
    func everyPromiseEveryVerdict() throws {
        let root = Roots.lesson
        let names = ChangeRequest.names(packageRoot: root)
        #expect(!names.isEmpty)
        var grid: [ChangeCost] = []
        for new in [0, 3, 10, 40] {
            for edited in [0, 1, 2, 5, 10, 20, 80] {
                for layer in ["Scene", "View", "Logic", "Other"] {
                    grid.append(try cost(new: new, edited: edited, in: layer))
                }
            }
        }
        for name in names {
            let text = try String(
                contentsOf: root.appending(path: "\(ChangeRequest.path(of: name))/\(ChangeRequest.requestFile)"),
                encoding: .utf8)
            let promise = try ChangePromise.parse(text)
            let reached = Set(grid.map { promise.verdict($0, layers: layers).verdict })
            #expect(reached == [.holds, .partly, .doesNotHold], "\(name): \(promise.threshold)")
        }
    }

    @Test("An architecture's unit tests in its diff: existing tests edited and tests added, apart from its code")
    func unitTests() throws {
        let old = "@Test func a() {\n    check(1)\n}\n"
        let new = old.replacingOccurrences(of: "check(1)", with: "check(2)") + "@Test func b() {\n    check(3)\n}\n"
        let cost = try ChangeCost.measure(
            name: "A",
            patches: [
                try #require(FilePatch.between(path: "Tests/ATests/ATests.swift", old: old, new: new)),
                try #require(
                    FilePatch.between(path: "Tests/ATests/BTests.swift", old: nil, new: "@Test func c() {}\n")),
            ],
            baseTexts: ["Tests/ATests/ATests.swift": old], folder: "Sources/A/", testFolder: "Tests/ATests/")
        #expect(cost.testsEdited == 4, "a changed line, and three new ones in the file")
        #expect(cost.testsAdded == 2)
        #expect(cost.codeEdited == 0)
        #expect(cost.filesAdded.isEmpty && cost.filesChanged.isEmpty)
    }

    @Test("A promise made for an architecture the catalog does not have is a one-line error")
    func unknownArchitecture() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "mvx-promise-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appending(path: ChangeRequest.path(of: "Bin"))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = "# Bin\n\nProvenance: story. 000.\n\n" + request("edited ≤ 0", "edited ≤ 5")
        try text.replacingOccurrences(of: "For: MVP, MVVM", with: "For: MVP, MVX").write(
            to: folder.appending(path: ChangeRequest.requestFile), atomically: true, encoding: .utf8)
        #expect(throws: LabError.self) {
            try ChangeRequest.load(name: "Bin", architectures: ["MVP", "MVVM"], packageRoot: root)
        }
        do {
            _ = try ChangeRequest.load(name: "Bin", architectures: ["MVP", "MVVM"], packageRoot: root)
        } catch {
            #expect(error.description.hasSuffix("the promise's 'For:' names MVX, not one of MVP, MVVM"))
        }
    }

    @Test("A verdict is the score of the architectures the promise was made for, information for the others")
    func scoredForItsOwn() {
        let verdict = ChangeVerdict(verdict: .partly, why: "4 lines of existing code edited")
        #expect(ChangeSection.verdict(verdict, promised: true) == "**partly**")
        #expect(ChangeSection.verdict(verdict, promised: false) == "(partly)")
    }
}
