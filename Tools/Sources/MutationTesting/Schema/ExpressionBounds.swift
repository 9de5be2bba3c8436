import SourceReading

/// The extent of the expression a mutant's edit changes, read from the lexer's tokens: a postfix
/// chain (`self?.items.count`), the operand of a prefix `!`, the two operands of a comparison. A
/// mutant schema puts its switch around that much, and no more.
struct ExpressionBounds {
    private let source: MutationSource
    private let tokens: [Token]

    init(_ source: MutationSource) {
        self.source = source
        tokens = source.tokens
    }

    /// The chain of members, calls, subscripts and optional marks, written without spaces, that
    /// holds the token at `range`.
    func postfixChain(around range: Range<Int>) -> Range<Int> {
        guard let index = index(at: range.lowerBound) else { return range }
        var start = index
        while start > 0, touches(start - 1, start) {
            let current = tokens[start].text
            let previous = tokens[start - 1]
            if tokens[start].kind == .identifier, previous.text == "." {
                start -= 1
            } else if [".", "?", "!"].contains(current), previous.kind == .identifier {
                start -= 1
            } else if [".", "?", "!"].contains(current), [")", "]"].contains(previous.text),
                let open = matching(start - 1)
            {
                start = open
            } else if [".", "?", "!"].contains(current), ["?", "!"].contains(previous.text) {
                start -= 1
            } else {
                break
            }
        }
        let end = postfixEnd(from: index)
        return tokens[start].range.lowerBound..<tokens[end].range.upperBound
    }

    /// Whether the chain is written to: assigned (`=`, `+=`), or passed `inout` (`&`).
    func isAssigned(_ chain: Range<Int>) -> Bool {
        if let first = index(at: chain.lowerBound), first > 0, tokens[first - 1].text == "&",
            touches(first - 1, first)
        {
            return true
        }
        guard let next = tokens.firstIndex(where: { $0.range.lowerBound >= chain.upperBound }) else { return false }
        let run = operatorRun(at: next)
        return run.text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(run.text)
    }

    /// Whether a `{` follows the chain on its line: a trailing closure of its last call.
    func hasTrailingClosure(after chain: Range<Int>) -> Bool {
        guard let next = tokens.first(where: { $0.range.lowerBound >= chain.upperBound }) else { return false }
        return next.text == "{" && next.line == source.line(at: chain.upperBound)
    }

    /// The operand of a prefix operator that ends at `position`: the chain that starts there.
    func operand(after position: Int) -> Range<Int> {
        guard let index = index(at: position) else { return position..<position }
        var end = index
        if ["(", "["].contains(tokens[index].text), let close = matching(index) { end = close }
        end = postfixEnd(from: end)
        return tokens[index].range.lowerBound..<tokens[end].range.upperBound
    }

    /// `left op right` around the comparison operator at `range`, if both operands end on its line.
    func comparison(around range: Range<Int>) -> Range<Int>? {
        guard let first = index(at: range.lowerBound) else { return nil }
        var last = first
        while last + 1 < tokens.count, tokens[last + 1].range.upperBound <= range.upperBound { last += 1 }
        let line = tokens[first].line
        guard let code = source.codeRange(line) else { return nil }

        var start = code.lowerBound
        var depth = 0
        var index = first - 1
        while index >= 0, tokens[index].line == line {
            let token = tokens[index]
            if [")", "]", "}"].contains(token.text) { depth += 1 }
            if ["(", "[", "{"].contains(token.text) { depth -= 1 }
            if depth < 0 || (depth == 0 && isBoundary(index)) {
                start = token.range.upperBound
                break
            }
            index -= 1
        }
        if index < 0 || tokens[index].line != line {
            guard depth == 0, continuesInto(line) else { return nil }
        }

        var end = code.upperBound
        depth = 0
        index = last + 1
        while index < tokens.count, tokens[index].line == line {
            let token = tokens[index]
            if ["(", "["].contains(token.text) || (token.text == "{" && depth > 0) { depth += 1 }
            if [")", "]", "}"].contains(token.text) { depth -= 1 }
            if depth < 0 || (depth == 0 && (token.text == "{" || isBoundary(index))) {
                end = token.range.lowerBound
                break
            }
            index += 1
        }
        if index >= tokens.count || tokens[index].line != line {
            guard depth == 0, !isContinued(after: line) else { return nil }
        }
        while start < end, source.scalars[start].properties.isWhitespace { start += 1 }
        while end > start, source.scalars[end - 1].properties.isWhitespace { end -= 1 }
        return start < range.lowerBound && range.upperBound < end ? start..<end : nil
    }

    // MARK: - Tokens

    private static let boundaryWords: Set<String> = [
        "if", "guard", "while", "return", "let", "var", "case", "where", "else", "in", "try", "await", "throw",
        "repeat", "switch", "for",
    ]
    private static let boundaryOperators: Set<String> = ["&&", "||", "=", "+=", "-=", "*=", "/=", "??=", "->"]

    /// A token that ends an operand of a comparison: a lower-precedence operator, a separator, a keyword.
    private func isBoundary(_ index: Int) -> Bool {
        let token = tokens[index]
        if token.kind == .identifier { return Self.boundaryWords.contains(token.text) }
        if [",", ";", ":"].contains(token.text) { return true }
        let run = operatorRun(at: index)
        if Self.boundaryOperators.contains(run.text) { return true }
        // A ternary `?` stands apart; an optional chain's touches what it follows.
        return run.text == "?" && index > 0 && !touches(index - 1, index)
    }

    /// Whether the line before `line` leaves the expression open (`(`, `,`, `&&`, `return`), so
    /// that `line`'s first token starts an operand.
    private func continuesInto(_ line: Int) -> Bool {
        guard let previous = tokens.last(where: { $0.line < line }) else { return true }
        return ["{", "(", "[", ",", "&", "|", "=", "?", ":"].contains(previous.text)
            || ["in", "return", "if", "guard", "while", "where", "else"].contains(previous.text)
    }

    /// Whether the line after `line` goes on with the expression (`.map`, `+ 1`).
    private func isContinued(after line: Int) -> Bool {
        guard let next = tokens.first(where: { $0.line > line }), next.kind == .punctuation else { return false }
        return ![")", "]", "}", "{", ",", "&", "|"].contains(next.text)
    }

    /// The last token of the postfix chain that goes on from `index`: `.member`, `?`, `!`, `(…)`, `[…]`.
    private func postfixEnd(from index: Int) -> Int {
        var end = index
        while end + 1 < tokens.count, touches(end, end + 1) {
            let next = tokens[end + 1].text
            if next == ".", end + 2 < tokens.count, tokens[end + 2].kind == .identifier, touches(end + 1, end + 2) {
                end += 2
            } else if next == "?" || next == "!",
                !(end + 2 < tokens.count && tokens[end + 2].text == "="
                    && touches(end + 1, end + 2))
            {
                end += 1
            } else if next == "(" || next == "[", let close = matching(end + 1) {
                end = close
            } else {
                break
            }
        }
        return end
    }

    /// The index of the bracket that closes (or opens) the one at `index`.
    private func matching(_ index: Int) -> Int? {
        let pairs: [String: String] = ["(": ")", "[": "]", "{": "}", ")": "(", "]": "[", "}": "{"]
        guard let other = pairs[tokens[index].text] else { return nil }
        let forward = ["(", "[", "{"].contains(tokens[index].text)
        var depth = 0
        var position = index
        while position >= 0 && position < tokens.count {
            if tokens[position].text == tokens[index].text { depth += 1 }
            if tokens[position].text == other { depth -= 1 }
            if depth == 0 { return position }
            position += forward ? 1 : -1
        }
        return nil
    }

    private func touches(_ left: Int, _ right: Int) -> Bool {
        tokens[left].range.upperBound == tokens[right].range.lowerBound
    }

    /// The operator characters around `index` joined where they touch (`==`, `+=`, `&&`).
    private func operatorRun(at index: Int) -> (text: String, first: Int, last: Int) {
        let operators = "=!<>&|+-*/%^~?."
        guard tokens[index].kind == .punctuation, operators.contains(tokens[index].text) else {
            return (tokens[index].text, index, index)
        }
        var first = index
        while first > 0, touches(first - 1, first), tokens[first - 1].kind == .punctuation,
            operators.contains(tokens[first - 1].text)
        {
            first -= 1
        }
        var last = index
        while last + 1 < tokens.count, touches(last, last + 1), tokens[last + 1].kind == .punctuation,
            operators.contains(tokens[last + 1].text)
        {
            last += 1
        }
        return (tokens[first...last].map(\.text).joined(), first, last)
    }

    /// The token that starts at `position`.
    private func index(at position: Int) -> Int? {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].range.lowerBound < position { low = middle + 1 } else { high = middle }
        }
        return low < tokens.count && tokens[low].range.lowerBound == position ? low : nil
    }
}
