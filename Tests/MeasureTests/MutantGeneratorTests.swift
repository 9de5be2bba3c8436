import Foundation
import Measure
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
                "Sources/X/A.swift:2:swapEquality#2", "Sources/X/A.swift:3:dropAssignment",
                "Sources/X/A.swift:3:flipBoolean",
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

    @Test("A weak capture becomes strong and keeps its optional type; a weak property loses weak")
    func dropWeak() {
        #expect(
            mutated("run { [weak self, weak cell] in self?.f() }\n", .dropWeak) == [
                "run { [self = Optional(self), weak cell] in self?.f() }\n",
                "run { [weak self, cell = Optional(cell)] in self?.f() }\n",
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
        let deletions = mutants(text).filter { [.deleteStatement, .dropAssignment].contains($0.mutationOperator) }
        #expect(deletions.map(\.line) == [3, 5])
    }

    @Test("Comparisons are not assignments")
    func comparisonsAreStatements() {
        #expect(mutants("f(a == b)\n").first?.mutationOperator == .deleteStatement)
        #expect(mutants("x += 1\n").first?.mutationOperator == .dropAssignment)
    }
}
