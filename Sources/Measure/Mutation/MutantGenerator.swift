import Foundation

/// Finds the mutants of one Swift file from the lexer's tokens. Only code changes, never a comment
/// or a string's text; every mutant is one edit on one line, and the same text always gives the
/// same mutants in the same order.
///
/// Line deletions are limited to lines that hold one whole statement (balanced brackets, not the
/// head or tail of a longer expression, not a declaration), so that most mutants still build.
/// Those that do not build are reported as stillborn and left out of the score.
public enum MutantGenerator {
    public static func mutants(path: String, text: String) -> [Mutant] {
        let source = Source(text)
        var edits = tokenEdits(source) + lineEdits(source)
        edits.sort {
            ($0.line, MutationOperator.allCases.firstIndex(of: $0.mutationOperator)!, $0.range.lowerBound)
                < ($1.line, MutationOperator.allCases.firstIndex(of: $1.mutationOperator)!, $1.range.lowerBound)
        }
        var ordinals: [String: Int] = [:]
        return edits.map { edit in
            let key = "\(edit.line):\(edit.mutationOperator.rawValue)"
            ordinals[key, default: 0] += 1
            let line = source.lineRange(edit.line)
            let mutated =
                source.text(line.lowerBound..<edit.range.lowerBound) + edit.replacement
                + source.text(edit.range.upperBound..<line.upperBound)
            return Mutant(
                path: path, line: edit.line, mutationOperator: edit.mutationOperator, ordinal: ordinals[key]!,
                range: edit.range, replacement: edit.replacement,
                originalLine: source.text(line).trimmingCharacters(in: .whitespaces),
                mutatedLine: mutated.trimmingCharacters(in: .whitespaces))
        }
    }

    private struct Edit {
        let line: Int
        let mutationOperator: MutationOperator
        let range: Range<Int>
        let replacement: String
    }

    // MARK: - Token edits

    private static func tokenEdits(_ source: Source) -> [Edit] {
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
                    // `[weak self]` becomes a strong capture that keeps its optional type, so the closure still builds.
                    edits.append(
                        Edit(
                            line: token.line, mutationOperator: .dropWeak,
                            range: token.range.lowerBound..<next.range.upperBound,
                            replacement: "\(next.text) = Optional(\(next.text))"))
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

    private static func lineEdits(_ source: Source) -> [Edit] {
        let byLine = Dictionary(grouping: source.tokens, by: \.line)
        let lines = byLine.keys.sorted()
        var edits: [Edit] = []
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
            let mutationOperator: MutationOperator =
                first.text == "guard" ? .deleteGuard : hasAssignment(tokens) ? .dropAssignment : .deleteStatement
            edits.append(
                Edit(
                    line: line, mutationOperator: mutationOperator, range: first.range.lowerBound..<range.upperBound,
                    replacement: ""))
        }
        return edits
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
    private static func hasAssignment(_ tokens: [Token]) -> Bool {
        var depth = 0
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            if "([{".contains(token.text) { depth += 1 }
            if ")]}".contains(token.text) { depth -= 1 }
            guard depth == 0, token.text == "=" else { continue }
            let previous = index > 0 ? tokens[index - 1] : nil
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            let joinedBefore = previous.map { $0.range.upperBound == token.range.lowerBound } ?? false
            let joinedAfter = next.map { $0.range.lowerBound == token.range.upperBound } ?? false
            if joinedAfter, next?.text == "=" { return false }
            if joinedBefore, let previous, "=!<>".contains(previous.text) { return false }
            return true
        }
        return false
    }
}

/// A file's text as the generator reads it: its scalars, its lines and its tokens.
private struct Source {
    let scalars: [Unicode.Scalar]
    let tokens: [Token]
    /// For each line, from 1, where its text starts and ends (without the line break).
    private let lines: [Range<Int>]

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        tokens = SwiftLexer(text).tokens
        var lines: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < scalars.count {
            if scalars[index] == "\n" || scalars[index] == "\r" {
                lines.append(start..<index)
                index += scalars[index] == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n" ? 2 : 1
                start = index
            } else {
                index += 1
            }
        }
        if start < scalars.count { lines.append(start..<scalars.count) }
        self.lines = lines
    }

    func lineRange(_ line: Int) -> Range<Int> { lines[line - 1] }

    func text(_ range: Range<Int>) -> String {
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[range])
        return String(result)
    }

    /// Operators as the lexer's one-character punctuation tokens joined where they touch
    /// (`==`, `..<`, `!`), so that `..<` is never read as `<`.
    var operatorRuns: [(text: String, range: Range<Int>, line: Int)] {
        var runs: [(text: String, range: Range<Int>, line: Int)] = []
        for token in tokens where token.kind == .punctuation && "=!<>&|+-*/%^~?.".contains(token.text) {
            if let last = runs.last, last.range.upperBound == token.range.lowerBound {
                runs[runs.count - 1] = (
                    last.text + token.text, last.range.lowerBound..<token.range.upperBound, last.line
                )
            } else {
                runs.append((token.text, token.range, token.line))
            }
        }
        return runs
    }
}
