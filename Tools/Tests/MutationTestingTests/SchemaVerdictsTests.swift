import Foundation
import MutationTesting
import Testing

/// What a schema build's errors say of its mutants: stillborn, or out of the schema to build alone.
@Suite("Schema verdicts")
struct SchemaVerdictsTests {
    private let path = "Sources/X/A.swift"

    /// A comparison switched as an expression on line 2, a flip switched as a line on line 3, and the
    /// columns, in the schema's text, of the comparison's switch and of the flip's own text.
    private func sample() -> (schema: MutantSchema, swap: Int, flip: Int, switchColumn: Int, flipColumn: Int) {
        let text = "func f(a: Int, b: Int) {\n    if a == b {\n        x = true\n    }\n}\n"
        let mutants = Array(
            zip(1..., MutantGenerator.mutants(path: path, text: text, siblings: SiblingProperties(texts: [text]))))
        let schema = MutantSchema(text: text, mutants: mutants.map { ($0.0, $0.1) })
        let swap = mutants.first { $0.1.mutationOperator == .swapEquality }!.0
        let flip = mutants.first { $0.1.mutationOperator == .flipBoolean }!.0
        let lines = schema.text.split(separator: "\n").map(String.init)
        let switchColumn = lines[1].utf8.count - String(lines[1].drop { $0 != "(" }).utf8.count + 1
        let flipColumn = lines[2].utf8.count - String(lines[2].drop { $0 != "x" }).utf8.count + 1
        return (schema, swap, flip, switchColumn, flipColumn)
    }

    @Test("An error in a mutant's own text refuses it, one at a switch takes that mutant out of the schema")
    func alone() {
        let (schema, swap, flip, switchColumn, flipColumn) = sample()
        let refused = SchemaVerdicts(
            errors: [CompilerError(path: path, line: 3, column: flipColumn, message: "cannot find 'x' in scope")],
            schemas: [path: schema])
        #expect(refused.refused.keys.sorted() == [flip] && refused.broken.isEmpty)
        let broken = SchemaVerdicts(
            errors: [CompilerError(path: path, line: 2, column: switchColumn, message: "expected expression")],
            schemas: [path: schema])
        #expect(broken.broken == [swap] && broken.refused.isEmpty)
    }

    @Test("In a file where a switch broke the build, an error in another mutant's text refuses nothing yet")
    func cascade() {
        let (schema, swap, _, switchColumn, flipColumn) = sample()
        let verdicts = SchemaVerdicts(
            errors: [
                CompilerError(path: path, line: 2, column: switchColumn, message: "expected expression"),
                CompilerError(path: path, line: 3, column: flipColumn, message: "cannot find 'x' in scope"),
            ], schemas: [path: schema])
        #expect(verdicts.broken == [swap] && verdicts.refused.isEmpty && verdicts.outside == nil)
    }

    @Test("An error in a file no schema holds is the package's own")
    func outside() {
        let error = CompilerError(path: "Sources/Y/B.swift", line: 1, column: 1, message: "expected expression")
        #expect(SchemaVerdicts(errors: [error], schemas: [:]).outside == error)
    }
}
