import Foundation
import SourceReading

/// The statement operators beyond deleting a line: two adjacent statements in the wrong order,
/// and a state set back to a constant that is no longer set (whether the reset has a line of its
/// own or sits inside a one-line closure such as `{ self?.isRefreshing = false }`).
extension MutantGenerator {
    /// Constants a state is reset to.
    private static let resetValues: Set<String> = ["nil", "true", "false", "[]", "[:]", "\"\""]

    /// Whether the line's assignment sets a constant (`x = nil`, `= false`, `= []`, `= 0`).
    static func isReset(_ source: MutationSource, _ tokens: [Token]) -> Bool {
        guard let index = assignment(in: tokens) else { return false }
        let equals = tokens[index]
        if index > 0, tokens[index - 1].kind == .punctuation,
            tokens[index - 1].range.upperBound == equals.range.lowerBound
        {
            return false  // `+=`
        }
        let line = source.lineRange(equals.line)
        let value = source.text(equals.range.upperBound..<line.upperBound).trimmingCharacters(in: .whitespaces)
        return resetValues.contains(value) || (!value.isEmpty && value.allSatisfy { $0.isASCII && $0.isNumber })
    }

    static func swapEdits(_ source: MutationSource, _ statements: [Int]) -> [Edit] {
        let controlTransfers: Set<String> = ["return", "break", "continue", "fallthrough", "throw"]
        var edits: [Edit] = []
        for (first, second) in zip(statements, statements.dropFirst()) where second == first + 1 {
            guard source.indentation(first) == source.indentation(second) else { continue }
            let start = source.tokensByLine[first]!.first!
            let next = source.tokensByLine[second]!.first!
            guard !controlTransfers.contains(start.text), !controlTransfers.contains(next.text) else { continue }
            let a = source.text(start.range.lowerBound..<source.lineRange(first).upperBound)
            let between = source.text(source.lineRange(first).upperBound..<next.range.lowerBound)
            let b = source.text(next.range.lowerBound..<source.lineRange(second).upperBound)
            guard a != b, !commute(source.tokensByLine[first]!, source.tokensByLine[second]!) else { continue }
            edits.append(
                Edit(
                    line: first, lastLine: second, mutationOperator: .swapStatements,
                    range: start.range.lowerBound..<source.lineRange(second).upperBound, replacement: b + between + a))
        }
        return edits
    }

    /// Pairs whose swap is no bug a developer writes, or no bug at all: two calls (mostly a view's
    /// setup, in an order nothing observes), an `init` call or `guard let self` (whose swap does not
    /// build), and two assignments to different targets, neither reading what the other writes.
    private static func commute(_ first: [Token], _ second: [Token]) -> Bool {
        for line in [first, second] {
            let text = line.prefix(3).map(\.text).joined()
            if text == "super.init" || text == "guardletself" { return true }
        }
        let a = assignment(in: first)
        let b = assignment(in: second)
        if a == nil, b == nil { return first.first?.text != "guard" && second.first?.text != "guard" }
        guard let a, let b else { return false }
        let firstTarget = first[..<a].last { $0.kind == .identifier }?.text
        let secondTarget = second[..<b].last { $0.kind == .identifier }?.text
        guard let firstTarget, let secondTarget, firstTarget != secondTarget else { return false }
        return !second[(b + 1)...].contains { $0.text == firstTarget }
            && !first[(a + 1)...].contains { $0.text == secondTarget }
    }

    /// Resets inside a line: `target = constant` right after `{`, `;` or `in`, and before `}` or
    /// `;`. A reset that is its line's whole statement is a line edit.
    static func resetEdits(_ source: MutationSource) -> [Edit] {
        var edits: [Edit] = []
        for tokens in source.tokensByLine.values {
            for (index, equals) in tokens.enumerated() where equals.text == "=" && equals.kind == .punctuation {
                guard index > 1, index + 1 < tokens.count,
                    tokens[index - 1].range.upperBound < equals.range.lowerBound,
                    tokens[index + 1].range.lowerBound > equals.range.upperBound
                else { continue }
                var start = index - 1
                while start > 0, tokens[start - 1].range.upperBound == tokens[start].range.lowerBound,
                    tokens[start - 1].kind == .identifier || ".?!".contains(tokens[start - 1].text)
                {
                    start -= 1
                }
                guard start > 0, tokens[start].kind == .identifier,
                    ["{", ";", "in"].contains(tokens[start - 1].text)
                else { continue }
                var end = index + 1
                let value = tokens[end]
                if value.text == "[" {
                    if end + 1 < tokens.count, tokens[end + 1].text == ":" { end += 1 }
                    end += 1
                    guard end < tokens.count, tokens[end].text == "]" else { continue }
                } else {
                    guard resetValues.contains(value.text) || value.kind == .number else { continue }
                }
                guard end + 1 < tokens.count, ["}", ";"].contains(tokens[end + 1].text) else { continue }
                if tokens[end + 1].text == ";" { end += 1 }
                edits.append(
                    Edit(
                        line: equals.line, mutationOperator: .dropReset,
                        range: tokens[start].range.lowerBound..<tokens[end].range.upperBound, replacement: ""))
            }
        }
        return edits
    }
}
