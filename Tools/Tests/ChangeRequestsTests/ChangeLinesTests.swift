import Foundation
import Testing

@testable import ChangeRequests

/// How a change's lines are counted: a re-indented or re-wrapped line costs nothing, a line the
/// formatter wrapped counts once, and the cost splits into insertions, changed or removed lines,
/// new code and unit tests.
@Suite("Cost of a change: lines")
struct ChangeLinesTests {
    private let old = """
        final class Cart {
            func reload() {
                tableView.reloadRows(at: [indexPath], with: .automatic)
                total = items.map(\\.price).reduce(0, +)
            }
        }

        """

    private func edited(_ new: String) throws -> ChangeCost {
        let patch = try #require(FilePatch.between(path: "Sources/A/Cart/Cart.swift", old: old, new: new))
        return try ChangeCost.measure(
            name: "A", patches: [patch], baseTexts: ["Sources/A/Cart/Cart.swift": old], folder: "Sources/A/")
    }

    @Test("Code re-indented under a new guard costs the guard only")
    func reindented() throws {
        let new = """
            final class Cart {
                func reload() {
                    if isShown {
                            tableView.reloadRows(at: [indexPath], with: .automatic)
                            total = items.map(\\.price).reduce(0, +)
                    }
                }
            }

            """
        let cost = try edited(new)
        #expect(cost.codeEdited == 2, "the `if` and its brace; the two moved lines are the same code")
        #expect(cost.codeRemoved == 0)
        #expect(cost.codeInserted == 2)
    }

    @Test("A line re-wrapped over three costs nothing; an argument added to it costs one")
    func rewrapped() throws {
        let wrapped = """
            final class Cart {
                func reload() {
                    tableView.reloadRows(
                        at: [indexPath],
                        with: .automatic)
                    total = items
                        .map(\\.price)
                        .reduce(0, +)
                }
            }

            """
        #expect(try edited(wrapped).codeEdited == 0)
        let changed = wrapped.replacingOccurrences(of: "with: .automatic)", with: "with: .none)")
        let cost = try edited(changed)
        #expect(cost.codeEdited == 1)
        #expect(cost.codeRemoved == 1, "a changed line is a line of old code changed")
        #expect(cost.codeInserted == 0)
        #expect(cost.typesTouched == ["Cart"])
    }

    @Test("A wrapped line in a new file counts once; a case label and its value stay two statements")
    func logicalLines() {
        let text = """
            let a = f(
                1,
                2)  // a comment
            switch x {
            case .one:
                .two
            }
            var name: String?
            var other = 0
            """
        let lines = LogicalLines(text).lines.filter(\.isCode)
        #expect(
            lines.map(\.key) == ["leta=f(1,2)", "switchx{", "case.one:", ".two", "}", "varname:String?", "varother=0"])
        #expect(lines.first.map { $0.first...$0.last } == 1...3)
    }

    @Test("Unit tests a change writes in new files and edits in old ones are their own column")
    func testColumns() throws {
        let oldTest = "@Test func a() {\n    #expect(x == 1)\n}\n"
        let patches = [
            try #require(
                FilePatch.between(path: "Tests/ATests/New.swift", old: nil, new: "@Test func b() {\n    f()\n}\n")),
            try #require(
                FilePatch.between(
                    path: "Tests/ATests/Old.swift", old: oldTest, new: oldTest.replacingOccurrences(of: "1", with: "2"))
            ),
        ]
        let cost = try ChangeCost.measure(
            name: "A", patches: patches, baseTexts: ["Tests/ATests/Old.swift": oldTest], folder: "Sources/A/",
            testFolder: "Tests/ATests/")
        #expect(cost.testsWritten == 3)
        #expect(cost.testsEdited == 1)
        #expect(cost.testCode == 4)
        #expect(cost.testsAdded == 1)
        #expect(cost.codeWritten == 0, "tests are not the change's code")
    }

    @Test("Two authors' diffs of one change: the spread is how far their existing code edited lie apart")
    func authorSpread() throws {
        let first = try edited(old.replacingOccurrences(of: ".automatic", with: ".none"))
        let second = try edited(
            old.replacingOccurrences(
                of: "        total =", with: "        guard isShown else { return }\n        total ="
            )
            .replacingOccurrences(of: ".automatic", with: ".fade").replacingOccurrences(of: "0, +", with: "1, +"))
        #expect((first.codeEdited, second.codeEdited) == (1, 3))
        let report = ChangeReport(
            name: "Bin", title: "", provenance: .story, specCount: 0, shared: nil, costs: [first, first, nil],
            secondCosts: [second, nil, nil],
            promise: try ChangePromise.parse(
                "## The promise\n\n> 即可\n\nCheap.\n\nFor: MVC\n\nHolds: edited ≤ 0\nPartly: edited ≤ 5\n"),
            verdicts: [], secondVerdicts: nil)
        #expect(report.authorSpread(0) == 2)
        #expect(report.authorSpread(1) == nil, "no second diff: no spread")
        #expect(report.authorSpread(2) == nil)
    }
}
