import Foundation
import MutationTesting
import Testing

/// The mutant schema `mvx mutate` builds once: each mutant behind its switch, lines kept in
/// place, what no switch expresses left to build on its own, and one compiled sample whose every
/// switched mutant runs exactly as that mutant built on its own.
@Suite("Mutant schema")
struct MutantSchemaTests {
    /// The schema of a file's text, with its mutants numbered from 1.
    static func schema(_ text: String) -> (schema: MutantSchema, mutants: [Int: Mutant]) {
        let mutants = MutantGenerator.mutants(
            path: "Sources/X/A.swift", text: text, siblings: SiblingProperties(texts: [text]))
        let numbered = Array(zip(1..., mutants))
        return (
            MutantSchema(text: text, mutants: numbered.map { ($0.0, $0.1) }), Dictionary(uniqueKeysWithValues: numbered)
        )
    }

    @Test("A statement line becomes a switch of its alternatives, a deletion an empty branch, on the same line")
    func statementLine() {
        let text = "func f() {\n    x = true\n}\n"
        let (schema, mutants) = Self.schema(text)
        #expect(
            mutants.values.map(\.mutationOperator).sorted { $0.rawValue < $1.rawValue } == [.dropReset, .flipBoolean])
        let flip = mutants.first { $0.value.mutationOperator == .flipBoolean }!.key
        let reset = mutants.first { $0.value.mutationOperator == .dropReset }!.key
        #expect(
            schema.text
                == "func f() {\n    if MutantSwitch.isActive(\(flip)) { x = false } else if MutantSwitch.isActive(\(reset)) {  } else { x = true }\n}\n"
        )
        #expect(schema.unswitched.isEmpty)
    }

    @Test("A comparison in a condition switches its expression; the line count never changes")
    func expression() {
        let text = "func f() {\n    if a == b {\n        g()\n    }\n}\n"
        let (schema, mutants) = Self.schema(text)
        let swap = mutants.first { $0.value.mutationOperator == .swapEquality }!.key
        #expect(schema.text.contains("if (MutantSwitch.isActive(\(swap)) ? (a != b) : (a == b)) {"))
        #expect(schema.text.split(separator: "\n", omittingEmptySubsequences: false).count == 6)
    }

    @Test("A swap moves the second line, switched, before the first, and leaves it out in its place")
    func swap() {
        let text = "func f() {\n    a.x = b\n    c.y = a.x\n}\n"
        let (schema, mutants) = Self.schema(text)
        let swap = mutants.first { $0.value.mutationOperator == .swapStatements }!.key
        let lines = schema.text.split(separator: "\n").map(String.init)
        #expect(lines[1].hasPrefix("    if MutantSwitch.isActive(\(swap)) { c.y = a.x }; "))
        #expect(lines[2].contains("if MutantSwitch.isActive(\(swap)) {  } else"))
    }

    @Test("A [weak self] capture gains a capture that holds self only while its mutant is active")
    func capture() {
        let text = "func f() {\n    g { [weak self] in\n        self?.h()\n    }\n}\n"
        let (schema, mutants) = Self.schema(text)
        let weak = mutants.first { $0.value.mutationOperator == .dropWeak }!.key
        #expect(
            schema.text.contains(
                "[weak self, mutantRetained\(weak) = MutantSwitch.retained(\(weak), self)] in _ = mutantRetained\(weak);"
            ))
    }

    @Test("Each weak capture of one list gains its own capture, each used in the body")
    func twoCaptures() {
        let text = "func f() {\n    g { [weak self, weak cell] in\n        self?.h(cell)\n    }\n}\n"
        let (schema, mutants) = Self.schema(text)
        let weak = mutants.filter { $0.value.mutationOperator == .dropWeak }.keys.sorted()
        #expect(weak.count == 2)
        for id in weak {
            #expect(schema.text.contains("mutantRetained\(id) = MutantSwitch.retained(\(id), "))
            #expect(schema.text.contains("_ = mutantRetained\(id);"), "a capture the body never uses holds nothing")
        }
    }

    @Test("A static's or a global's initializer, which a process runs once, switches with isActiveOnce")
    func once() {
        let text = """
            enum F {
                static let limit = 6
                static let formatter: Formatter = {
                    let formatter = Formatter()
                    formatter.isLenient = false
                    return formatter
                }()
                let size = 3
                lazy var cache: Formatter = {
                    let formatter = Formatter()
                    formatter.isLenient = false
                    return formatter
                }()
                func f() {
                    let x = 2
                    g { h(x == 1) }
                }
            }
            let shared = 4

            """
        let (schema, mutants) = Self.schema(text)
        let lines = schema.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (id, mutant) in mutants {
            let switchedOnce = lines[mutant.line - 1].contains("isActiveOnce(\(id))")
            let inStaticOrGlobal = mutant.line == 2 || (3...7).contains(mutant.line) || mutant.line == 19
            #expect(switchedOnce == inStaticOrGlobal, "line \(mutant.line): \(lines[mutant.line - 1])")
        }
        #expect(Set(mutants.values.map(\.line)).isSuperset(of: [2, 5, 8, 11, 15, 19]))
    }

    @Test(
        "What no switch expresses builds on its own",
        arguments: [
            ("final class C {\n    weak var d: D?\n}\n", MutationOperator.dropWeak),
            ("func f() {\n    guard let x = y else { return }\n    g(x)\n}\n", .deleteGuard),
            ("func f() {\n    defer { g() }\n    h()\n}\n", .deleteStatement),
            ("init() {\n    super.init()\n}\n", .deleteStatement),
            ("func f() {\n    switch x {\n    case 1:\n        k()\n    default: break\n    }\n}\n", .deleteStatement),
            ("var isValid: Bool { s.wholeMatch(of: /1[3-9]/) != nil }\n", .decrementInteger),
            (
                "func f(m: M) -> Int {\n    switch m {\n    case .done(true):\n        1\n    case .done(false):\n        0\n    }\n}\n",
                .flipBoolean
            ),
        ])
    func unswitched(text: String, mutationOperator: MutationOperator) {
        let (schema, mutants) = Self.schema(text)
        let id = mutants.first {
            $0.value.mutationOperator == mutationOperator
                && text.split(separator: "\n")[$0.value.line - 1].contains(
                    $0.value.originalLine)
                && !$0.value.originalLine.hasPrefix("h(") && !$0.value.originalLine.hasPrefix("g(")
        }!.key
        #expect(schema.unswitched[id] != nil)
        #expect(!schema.switched.contains(id))
    }

    @Test(
        "A compiler error inside a mutant's own text blames that mutant alone; one at a closing brace, the deletion above"
    )
    func blame() {
        let text = "func f() -> Int {\n    x = true\n}\n"
        let (schema, mutants) = Self.schema(text)
        let flip = mutants.first { $0.value.mutationOperator == .flipBoolean }!.key
        let reset = mutants.first { $0.value.mutationOperator == .dropReset }!.key
        let line = schema.text.split(separator: "\n")[1]
        let column = line.utf8.count - line.utf8.drop { $0 != UInt8(ascii: "x") }.count + 1
        #expect(schema.blamed(line: 2, column: column, message: "cannot assign") == ([flip], true))
        #expect(schema.blamed(line: 3, column: 1, message: "missing return in global function") == ([reset], true))
        #expect(
            schema.blamed(line: 3, column: 1, message: "return from initializer without initializing") == (
                [reset], false
            ))
    }

    @Test("An initializer's unset properties, named in the error's notes, blame every deletion of theirs at once")
    func blameUnsetNotes() {
        let text = """
            struct Look {
                let a, b, c: Int

                init(_ x: Int) {
                    a = x
                    b = x
                    c = x
                }
            }

            """
        let (schema, mutants) = Self.schema(text)
        let deletions = { (line: Int) in
            Set(mutants.filter { $0.value.line == line && $0.value.mutatedLine.isEmpty }.map(\.key))
        }
        #expect(!deletions(5).isEmpty && !deletions(7).isEmpty)
        let message = "return from initializer without initializing all stored properties"
        let blamed = schema.blamed(
            line: 8, column: 5, message: message, notes: ["'self.c' not initialized", "'self.a' not initialized"])
        #expect(Set(blamed.ids) == deletions(5).union(deletions(7)) && blamed.isOwnText)
        // Without the notes, only the nearest deletion is suspected, to build on its own.
        #expect(schema.blamed(line: 8, column: 5, message: message) == (Array(deletions(7)), false))
    }

    @Test("A closure's missing return blames the capture above that put a statement before its expression")
    func blameCapture() {
        let text = """
            func f(_ rows: [Int], view: View) -> [Int] {
                x = true
                return rows.map { [weak view] row in
                    view.flatMap { view in
                        g(row, view)
                    }
                }
            }

            """
        let (schema, mutants) = Self.schema(text)
        let capture = mutants.filter { $0.value.mutationOperator == .dropWeak }.map(\.key)
        let deletion = mutants.filter { $0.value.line == 2 && $0.value.mutatedLine.isEmpty }.map(\.key)
        #expect(capture.count == 1 && !deletion.isEmpty)
        #expect(schema.text.contains("_ = mutantRetained\(capture[0]);"))
        #expect(
            schema.blamed(line: 4, column: 9, message: "missing return in closure expected to return 'Int?'")
                == (capture, false))
        // With no capture above it, the same error blames the nearest deletion.
        #expect(schema.blamed(line: 2, column: 5, message: "missing return in closure") == (deletion, true))
    }
}
