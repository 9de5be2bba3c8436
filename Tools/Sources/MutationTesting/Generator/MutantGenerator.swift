import Foundation
import SourceReading

/// Finds the mutants of one Swift file from the lexer's tokens. Only code changes, never a comment
/// or a string's text (a date format's fields aside); every mutant is one edit on one line (two
/// adjacent lines for a swap), and the same text always gives the same mutants in the same order.
///
/// Line deletions and swaps are limited to lines that hold one whole statement (balanced
/// brackets, not the head or tail of a longer expression, not a declaration), so that most
/// mutants still build. Those that do not build are reported as stillborn and left out of the score.
public enum MutantGenerator {
    /// The mutants of one file; `siblings` are the properties of the code it builds on, for the
    /// copy-paste operator (`swapVariable`).
    public static func mutants(path: String, text: String, siblings: SiblingProperties = SiblingProperties())
        -> [Mutant]
    {
        let source = MutationSource(text)
        let statements = statementLines(source)
        var edits =
            tokenEdits(source) + lineEdits(source, statements) + swapEdits(source, statements)
            + resetEdits(source) + formatEdits(source) + copyEdits(source, siblings)
        edits.sort {
            ($0.line, MutationOperator.allCases.firstIndex(of: $0.mutationOperator)!, $0.range.lowerBound)
                < ($1.line, MutationOperator.allCases.firstIndex(of: $1.mutationOperator)!, $1.range.lowerBound)
        }
        var ordinals: [String: Int] = [:]
        return edits.map { edit in
            let key = "\(edit.line):\(edit.mutationOperator.rawValue)"
            ordinals[key, default: 0] += 1
            let span = source.lineRange(edit.line).lowerBound..<source.lineRange(edit.lastLine).upperBound
            let mutated =
                source.text(span.lowerBound..<edit.range.lowerBound) + edit.replacement
                + source.text(edit.range.upperBound..<span.upperBound)
            return Mutant(
                path: path, line: edit.line, mutationOperator: edit.mutationOperator, ordinal: ordinals[key]!,
                range: edit.range, replacement: edit.replacement,
                originalLine: shown(source.text(span)), mutatedLine: shown(mutated))
        }
    }

    /// Lines as MUTATION.md shows them: trimmed, and two lines joined by " ⏎ ".
    private static func shown(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ⏎ ")
    }

    struct Edit {
        let line: Int
        let lastLine: Int
        let mutationOperator: MutationOperator
        let range: Range<Int>
        let replacement: String

        init(
            line: Int, lastLine: Int? = nil, mutationOperator: MutationOperator, range: Range<Int>, replacement: String
        ) {
            self.line = line
            self.lastLine = lastLine ?? line
            self.mutationOperator = mutationOperator
            self.range = range
            self.replacement = replacement
        }
    }

    // MARK: - Token edits

    private static func tokenEdits(_ source: MutationSource) -> [Edit] {
        var edits: [Edit] = []
        let tokens = source.tokens
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .identifier where token.text == "true" || token.text == "false":
                edits.append(
                    Edit(
                        line: token.line, mutationOperator: .flipBoolean, range: token.range,
                        replacement: token.text == "true" ? "false" : "true"))
            case .identifier where token.text == "weak" && index + 1 < tokens.count:
                let next = tokens[index + 1]
                let inCaptureList = index > 0 && ["[", ","].contains(tokens[index - 1].text)
                if inCaptureList, next.kind == .identifier {
                    // `[weak self]` keeps its weak name, so the body builds as it is (`guard let self`
                    // included), and gains a strong capture of the same object, used once after `in`
                    // (an unused capture is dropped by the compiler): the closure holds the object.
                    guard
                        let closing = tokens[(index + 1)...].first(where: { $0.text == "]" }),
                        let body = tokens[(index + 1)...].first(where: {
                            $0.kind == .identifier && $0.text == "in" && $0.range.lowerBound > closing.range.lowerBound
                        }), body.line == token.line
                    else { continue }
                    edits.append(
                        Edit(
                            line: token.line, mutationOperator: .dropWeak,
                            range: next.range.lowerBound..<body.range.upperBound,
                            replacement: "\(next.text), retained = \(next.text)"
                                + source.text(next.range.upperBound..<body.range.upperBound) + " _ = retained;"))
                } else {
                    edits.append(
                        Edit(
                            line: token.line, mutationOperator: .dropWeak,
                            range: token.range.lowerBound..<next.range.lowerBound, replacement: ""))
                }
            case .number:
                guard token.text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "_") }),
                    let value = Int(token.text.filter { $0 != "_" })
                else { continue }
                edits.append(
                    Edit(
                        line: token.line, mutationOperator: .incrementInteger, range: token.range,
                        replacement: "\(value + 1)"))
                if value > 0 {
                    edits.append(
                        Edit(
                            line: token.line, mutationOperator: .decrementInteger, range: token.range,
                            replacement: "\(value - 1)"))
                }
            default:
                continue
            }
        }
        for run in source.operatorRuns {
            let before = run.range.lowerBound > 0 ? source.scalars[run.range.lowerBound - 1] : "\n"
            let after = run.range.upperBound < source.scalars.count ? source.scalars[run.range.upperBound] : "\n"
            let isBinary = before.properties.isWhitespace && after.properties.isWhitespace
            if isBinary, let swapped = equalitySwaps[run.text] {
                edits.append(
                    Edit(line: run.line, mutationOperator: .swapEquality, range: run.range, replacement: swapped))
            } else if isBinary, let swapped = orderSwaps[run.text] {
                edits.append(Edit(line: run.line, mutationOperator: .swapOrder, range: run.range, replacement: swapped))
            } else if run.text == "!", before.properties.isWhitespace || "([{,".unicodeScalars.contains(before),
                !after.properties.isWhitespace
            {
                edits.append(Edit(line: run.line, mutationOperator: .dropNegation, range: run.range, replacement: ""))
            }
        }
        return edits
    }

    private static let equalitySwaps = ["==": "!=", "!=": "==", "===": "!==", "!==": "==="]
    private static let orderSwaps = ["<": "<=", "<=": "<", ">": ">=", ">=": ">"]

    // MARK: - Line edits

    /// First words of lines that declare or continue something rather than state it.
    private static let notStatements: Set<String> = [
        "let", "var", "func", "init", "deinit", "class", "struct", "enum", "protocol", "extension", "import",
        "case", "default", "else", "public", "private", "fileprivate", "internal", "open", "static", "final",
        "override", "required", "convenience", "typealias", "associatedtype", "lazy", "weak", "unowned",
        "nonisolated", "mutating", "do", "catch", "repeat", "get", "set", "willSet", "didSet", "subscript",
        "where", "in", "switch", "while",
    ]
    /// A line ending in one of these goes on in the next line.
    private static let continuingEnds: Set<String> = [
        "=", "(", "[", ",", ".", "+", "-", "*", "/", "&", "|", "?", ":", "<", ">", "!",
    ]
    /// A line starting with one of these continues the line before.
    private static let continuingStarts: Set<String> = [".", "&", "|", "+", "-", "*", "/", "?", ":", "=", "{"]

    /// The lines that hold one whole statement, each the start of a deletion or a swap.
    static func statementLines(_ source: MutationSource) -> [Int] {
        let byLine = source.tokensByLine
        let lines = byLine.keys.sorted()
        var statements: [Int] = []
        for (position, line) in lines.enumerated() {
            let tokens = byLine[line]!
            let first = tokens.first!
            let last = tokens.last!
            let range = source.lineRange(line)
            if last.kind == .punctuation, continuingEnds.contains(last.text) { continue }
            guard first.kind == .identifier, !notStatements.contains(first.text),
                source.text(range.lowerBound..<first.range.lowerBound).allSatisfy(\.isWhitespace),
                isBalanced(tokens), first.text != "return" || tokens.count == 1
            else { continue }
            if position > 0 {
                let previousLine = byLine[lines[position - 1]]!
                let previous = previousLine.last!
                let isCaseLabel = ["case", "default"].contains(previousLine.first!.text) && previous.text == ":"
                if previous.kind == .punctuation, continuingEnds.contains(previous.text), !isCaseLabel { continue }
            }
            if position + 1 < lines.count, let next = byLine[lines[position + 1]]!.first, next.kind == .punctuation,
                continuingStarts.contains(next.text)
            {
                continue
            }
            statements.append(line)
        }
        return statements
    }

    private static func lineEdits(_ source: MutationSource, _ statements: [Int]) -> [Edit] {
        statements.map { line in
            let tokens = source.tokensByLine[line]!
            let first = tokens.first!
            let mutationOperator: MutationOperator =
                first.text == "guard"
                ? .deleteGuard
                : !hasAssignment(tokens)
                    ? .deleteStatement
                    : isReset(source, tokens) ? .dropReset : .dropAssignment
            return Edit(
                line: line, mutationOperator: mutationOperator,
                range: first.range.lowerBound..<source.lineRange(line).upperBound, replacement: "")
        }
    }

    private static func isBalanced(_ tokens: [Token]) -> Bool {
        var depth = 0
        for token in tokens where token.kind == .punctuation {
            if "([{".contains(token.text) { depth += 1 }
            if ")]}".contains(token.text) { depth -= 1 }
            if depth < 0 { return false }
        }
        return depth == 0
    }

    /// Whether the line assigns at its top level (`x = y`, `x += 1`), not only compares.
    static func hasAssignment(_ tokens: [Token]) -> Bool { assignment(in: tokens) != nil }

    /// The index of the line's top-level `=` that assigns, if any.
    static func assignment(in tokens: [Token]) -> Int? {
        var depth = 0
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            if "([{".contains(token.text) { depth += 1 }
            if ")]}".contains(token.text) { depth -= 1 }
            guard depth == 0, token.text == "=" else { continue }
            let previous = index > 0 ? tokens[index - 1] : nil
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            let joinedBefore = previous.map { $0.range.upperBound == token.range.lowerBound } ?? false
            let joinedAfter = next.map { $0.range.lowerBound == token.range.upperBound } ?? false
            if joinedAfter, next?.text == "=" { return nil }
            if joinedBefore, let previous, "=!<>".contains(previous.text) { return nil }
            return index
        }
        return nil
    }
}
