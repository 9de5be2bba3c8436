import SourceReading

/// A Swift file's lines as a change's cost counts them: a line the formatter wrapped is joined back
/// into one, and each is compared without its whitespace or comments, so re-indenting or re-wrapping
/// code changes nothing.
///
/// A line goes on into the next while a parenthesis or bracket it opened is still open (unless it
/// ends by opening a closure, `{` or `in`), when it ends with `=`, `,` or a binary operator, or when
/// the next starts with a `.member` or a binary operator (not after a `case …:` label): the places
/// swift-format breaks a line.
struct LogicalLines {
    struct Line: Equatable {
        /// The code, without whitespace or comments; empty for a blank or comment line.
        let key: String
        /// The physical lines it spans, 1-based and closed.
        let first: Int
        let last: Int

        var isCode: Bool { !key.isEmpty }
    }

    let lines: [Line]

    init(_ text: String) {
        let lexer = SwiftLexer(text)
        let scalars = Array(text.unicodeScalars)
        var starts = [0]
        for (index, scalar) in scalars.enumerated() where scalar == "\n" { starts.append(index + 1) }
        let count = TextLines.split(text).count
        var tokens = [[Token]](repeating: [], count: count + 1)
        for token in lexer.tokens where token.line <= count { tokens[token.line].append(token) }

        // The lexer marks where a line's last piece of code starts or ends; a comment can only
        // begin after that.
        func key(_ line: Int) -> String {
            guard let mark = lexer.codeEnds[safe: line - 1] ?? nil else { return "" }
            let start = starts[line - 1]
            let end = line < starts.count ? starts[line] : scalars.count
            var cut = end
            for index in max(start, mark - 1)..<max(start, end - 1)
            where scalars[index] == "/" && (scalars[index + 1] == "/" || scalars[index + 1] == "*") {
                cut = index
                break
            }
            var key = String.UnicodeScalarView()
            for scalar in scalars[start..<cut] where !scalar.properties.isWhitespace { key.append(scalar) }
            return String(key)
        }

        var result: [Line] = []
        var line = 1
        while line <= count {
            let first = line
            var joined = key(line)
            var depth = 0
            while true {
                depth += Self.balance(tokens[line])
                guard line < count, Self.continues(tokens[line], depth: depth, next: tokens[line + 1]) else { break }
                line += 1
                joined += key(line)
            }
            result.append(Line(key: joined, first: first, last: line))
            line += 1
        }
        lines = result
    }

    private static let openers: Set<String> = ["(", "["]
    private static let closers: Set<String> = [")", "]"]
    private static let trailingJoins: Set<String> = ["=", ",", "+", "-", "*", "/", "&", "|"]
    private static let leadingJoins: Set<String> = [".", "+", "-", "*", "/", "&", "|", "?", ":", "=", "!", "<", ">"]

    private static func balance(_ tokens: [Token]) -> Int {
        tokens.reduce(0) { $0 + (openers.contains($1.text) ? 1 : closers.contains($1.text) ? -1 : 0) }
    }

    private static func continues(_ tokens: [Token], depth: Int, next: [Token]) -> Bool {
        guard let last = tokens.last else { return depth > 0 }
        if last.text == "{" || last.text == "in" { return false }
        if depth > 0 || trailingJoins.contains(last.text) { return true }
        if last.text == ":" { return false }
        return next.first.map { leadingJoins.contains($0.text) } ?? false
    }
}
