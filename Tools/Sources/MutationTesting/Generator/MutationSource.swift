import SourceReading

/// A file's text as the mutant generator reads it: its scalars, lines, tokens and string text.
struct MutationSource {
    let scalars: [Unicode.Scalar]
    let tokens: [Token]
    let stringTexts: [Range<Int>]
    /// For each line, from 0, where its code ends (before a trailing comment).
    private let codeEnds: [Int?]
    /// The tokens of each line that has any, by line number.
    let tokensByLine: [Int: [Token]]
    /// For each line, from 1, where its text starts and ends (without the line break).
    private let lines: [Range<Int>]

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        let lexer = SwiftLexer(text)
        tokens = lexer.tokens
        stringTexts = lexer.stringTexts
        codeEnds = lexer.codeEnds
        tokensByLine = Dictionary(grouping: tokens, by: \.line)
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

    /// Where a line's code starts and ends: its first token, and the end of its last token or
    /// string (closing quotes included), before any trailing comment.
    func codeRange(_ line: Int) -> Range<Int>? {
        guard let tokens = tokensByLine[line], let first = tokens.first else { return nil }
        var end = max(tokens.last!.range.upperBound, codeEnds[line - 1] ?? 0)
        let limit = lineRange(line).upperBound
        while end < limit, scalars[end] == "\"" || scalars[end] == "#" { end += 1 }
        return first.range.lowerBound..<min(end, limit)
    }

    /// The line a scalar stands on.
    func line(at position: Int) -> Int {
        var low = 0
        var high = lines.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lines[middle].lowerBound <= position { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    func text(_ range: Range<Int>) -> String {
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[range])
        return String(result)
    }

    /// The whitespace a line starts with.
    func indentation(_ line: Int) -> String {
        String(text(lineRange(line)).prefix { $0 == " " || $0 == "\t" })
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
