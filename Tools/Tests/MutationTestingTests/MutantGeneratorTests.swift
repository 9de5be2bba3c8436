import Foundation
import MutationTesting
import Testing

/// The mutants `mvx mutate` plants: where each operator applies, where it must not, and that the
/// same code always gives the same mutants.
@Suite("Mutant generator")
struct MutantGeneratorTests {
    private func mutants(_ text: String) -> [Mutant] {
        MutantGenerator.mutants(path: "Sources/X/A.swift", text: text)
    }

    private func mutated(_ text: String, _ mutationOperator: MutationOperator) -> [String] {
        mutants(text).filter { $0.mutationOperator == mutationOperator }.map { $0.apply(to: text) }
    }

    @Test("The same text gives the same mutants, named path:line:operator#n")
    func deterministic() {
        let text = "func f() {\n    guard a == b, c == d else { return }\n    x = true\n}\n"
        #expect(mutants(text) == mutants(text))
        #expect(
            mutants(text).map(\.id) == [
                "Sources/X/A.swift:2:deleteGuard", "Sources/X/A.swift:2:swapEquality",
                "Sources/X/A.swift:2:swapEquality#2", "Sources/X/A.swift:2:swapStatements",
                "Sources/X/A.swift:3:flipBoolean", "Sources/X/A.swift:3:dropReset",
            ])
    }

    @Test("Comments and string text are never mutated")
    func onlyCode() {
        #expect(mutants("// x = true\nlet s = \"a == b, 1 < 2, true\"\n/* y = false */\n").isEmpty)
    }

    @Test("Booleans flip; == and != swap, === and !== too; < and <= swap only as binary operators")
    func operators() {
        #expect(mutated("f(true)\n", .flipBoolean) == ["f(false)\n"])
        #expect(mutated("if a != b { f() }\n", .swapEquality) == ["if a == b { f() }\n"])
        #expect(mutated("if a === b { f() }\n", .swapEquality) == ["if a !== b { f() }\n"])
        #expect(mutated("if a < b { f() }\n", .swapOrder) == ["if a <= b { f() }\n"])
        #expect(mutated("if a >= b { f() }\n", .swapOrder) == ["if a > b { f() }\n"])
        #expect(
            mutants("for i in 0..<n { f(i) }\nlet x: Array<Int> = []\nfunc g() -> Int { 1 }\n").allSatisfy {
                $0.mutationOperator != .swapOrder
            })
    }

    @Test("Integers move by one (never below zero); a prefix ! is dropped, a force unwrap is not")
    func integersAndNegation() {
        #expect(mutated("f(x, 2)\n", .incrementInteger) == ["f(x, 3)\n"])
        #expect(mutated("f(x, 2)\n", .decrementInteger) == ["f(x, 1)\n"])
        #expect(mutated("f(0)\n", .decrementInteger).isEmpty)
        #expect(mutated("guard !a, b else { return }\n", .dropNegation) == ["guard a, b else { return }\n"])
        #expect(mutated("f(x!)\n", .dropNegation).isEmpty)
    }

    @Test(
        "A weak capture gains a strong one beside its weak name, so `guard let self` still builds; a weak property loses weak"
    )
    func dropWeak() {
        #expect(
            mutated("run { [weak self, weak cell] in self?.f() }\n", .dropWeak) == [
                "run { [weak self, retained = self, weak cell] in _ = retained; self?.f() }\n",
                "run { [weak self, weak cell, retained = cell] in _ = retained; self?.f() }\n",
            ])
        #expect(
            mutated("load { [weak self] result in\n    guard let self else { return }\n}\n", .dropWeak) == [
                "load { [weak self, retained = self] result in _ = retained;\n    guard let self else { return }\n}\n"
            ])
        #expect(mutated("    public weak var view: V?\n", .dropWeak) == ["    public var view: V?\n"])
    }

    @Test("Whole statement lines are deleted; declarations and parts of longer expressions are not")
    func lineDeletion() {
        let text = """
            func f() {
                let a = g()
                h(a,
                  b)
                k()
                    .m()
                x = y
                guard a else { return }
                guard a,
                    b
                else { return }
                return
            }

            """
        let deletions = mutants(text).filter {
            [.deleteStatement, .deleteGuard, .dropAssignment].contains($0.mutationOperator)
        }
        #expect(deletions.map(\.line) == [7, 8, 12])
        #expect(deletions.map(\.mutationOperator) == [.dropAssignment, .deleteGuard, .deleteStatement])
        #expect(deletions[0].originalLine == "x = y")
        #expect(deletions[0].mutatedLine == "")
        #expect(deletions[0].apply(to: text).components(separatedBy: "\n")[6] == "    ")
    }

    @Test("The first statement of a switch case is a statement, a dictionary entry is not")
    func caseBodies() {
        let text = "switch r {\ncase .success:\n    show()\ndefault:\n    x = 1\n}\nlet d = [\n    a:\n        b()\n]\n"
        let deletions = mutants(text).filter {
            [.deleteStatement, .dropAssignment, .dropReset].contains($0.mutationOperator)
        }
        #expect(deletions.map(\.line) == [3, 5])
    }

    @Test("Comparisons are not assignments")
    func comparisonsAreStatements() {
        #expect(mutants("f(a == b)\n").first?.mutationOperator == .deleteStatement)
        #expect(mutants("x += 1\n").first?.mutationOperator == .dropAssignment)
    }

    @Test(
        "A reset to a constant is dropped on its own line and inside a one-line closure; other assignments are not resets"
    )
    func resets() {
        #expect(mutated("    isLoading = false\n", .dropReset) == ["    \n"])
        #expect(mutated("    page = 0\n", .dropReset) == ["    \n"])
        #expect(mutated("    rows = []\n", .dropReset) == ["    \n"])
        #expect(mutated("    rows = page.rows\n", .dropReset).isEmpty)
        #expect(mutated("    count += 1\n", .dropReset).isEmpty)
        #expect(
            mutated("    load { [weak self] in self?.isRefreshing = false }\n", .dropReset) == [
                "    load { [weak self] in  }\n"
            ])
        #expect(mutated("    f { a = nil; b() }\n", .dropReset) == ["    f {  b() }\n"])
        #expect(mutated("    f { a == nil }\n", .dropReset).isEmpty)
    }

    @Test("Two adjacent statements swap, unless they commute or the swap cannot build")
    func swaps() {
        let text = "func f() {\n    rows = page.rows\n    table.reloadData()\n    a = 1\n    c = a\n    d = 2\n}\n"
        let swaps = mutants(text).filter { $0.mutationOperator == .swapStatements }
        #expect(swaps.map(\.line) == [2, 3, 4])
        #expect(swaps[0].originalLine == "rows = page.rows ⏎ table.reloadData()")
        #expect(swaps[0].mutatedLine == "table.reloadData() ⏎ rows = page.rows")
        #expect(
            swaps[0].apply(to: text)
                == "func f() {\n    table.reloadData()\n    rows = page.rows\n    a = 1\n    c = a\n    d = 2\n}\n")
        #expect(mutated("    view.addSubview(a)\n    view.addSubview(b)\n", .swapStatements).isEmpty)
        #expect(mutated("    guard let self else { return }\n    x = 1\n", .swapStatements).isEmpty)
        #expect(mutated("    x = 1\n    return\n", .swapStatements).isEmpty)
        #expect(mutated("    if a {\n    x = 1\n    }\n    y = 2\n", .swapStatements).isEmpty)
    }

    @Test("A property becomes its sibling of the same type in the same declaring type; declarations and labels stay")
    func copies() {
        let model = "struct User {\n    let blogCount: Int\n    let friendCount: Int\n    let name: String\n}\n"
        let view = """
            final class V {
                private let nameLabel = UILabel()
                private let countLabel = UILabel()
                func show(_ user: User) {
                    countLabel.text = "好友: \\(user.friendCount)"
                    f(friendCount: 1)
                }
            }

            """
        let siblings = SiblingProperties(texts: [view, model])
        let copies = MutantGenerator.mutants(path: "V.swift", text: view, siblings: siblings)
            .filter { $0.mutationOperator == .swapVariable }
        #expect(
            copies.map(\.mutatedLine) == [
                #"nameLabel.text = "好友: \(user.friendCount)""#, #"countLabel.text = "好友: \(user.blogCount)""#,
            ])
        #expect(SiblingProperties(texts: [model, model]).replacements.isEmpty)
    }

    @Test("A date format's fields change one at a time, and month and day swap; other strings stay")
    func formats() {
        #expect(
            mutated("    f.dateFormat = \"yyyy-MM-dd\"\n", .formatField) == [
                "    f.dateFormat = \"YYYY-MM-dd\"\n", "    f.dateFormat = \"yyyy-M-dd\"\n",
                "    f.dateFormat = \"yyyy-dd-MM\"\n", "    f.dateFormat = \"yyyy-MM-d\"\n",
            ])
        #expect(mutated("    let s = \"MM and dd\" // yyyy-MM-dd\n", .formatField).count == 3)
        #expect(mutated("    let s = \"Hello, MMdd\"\n", .formatField).isEmpty)
        #expect(mutated("    // yyyy-MM-dd\n", .formatField).isEmpty)
    }
}
