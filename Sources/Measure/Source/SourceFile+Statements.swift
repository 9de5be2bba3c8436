/// What two claims read inside a file beyond its declarations: statements that name given names,
/// and the types of a type's stored properties.
extension SourceFile {
    /// The code lines of every statement that names one of `names`. A statement is a line together
    /// with the lines its open parentheses and brackets carry on to, so a call whose closure spans
    /// several lines counts whole; a block's braces do not join its lines, so a function whose
    /// first line names a name counts that line, not its body.
    public func codeLines(ofStatementsNaming names: Set<String>) -> [Int] {
        codeLines { index in tokens[index].kind == .identifier && names.contains(tokens[index].text) }
    }

    /// The code lines of every statement that calls one of `calls`, each a name with its first
    /// argument label when it needs one to be told apart (`login(mobilePhone:`, `fetchAvatarUrlString`).
    public func codeLines(ofStatementsCalling calls: Set<String>) -> [Int] {
        let patterns = calls.map { call in
            call.split(separator: "(", maxSplits: 1).map { String($0.filter { $0 != ":" }) }
        }
        return codeLines { index in
            patterns.contains { pattern in
                guard tokens[index].kind == .identifier, tokens[index].text == pattern[0] else { return false }
                guard pattern.count > 1 else { return true }
                return tokens[safe: index + 1]?.text == "(" && tokens[safe: index + 2]?.text == pattern[1]
                    && tokens[safe: index + 3]?.text == ":"
            }
        }
    }

    private func codeLines(where isNaming: (Int) -> Bool) -> [Int] {
        var depthAtLineStart: [Int: Int] = [:]
        var namingLines: Set<Int> = []
        var depth = 0
        for (index, token) in tokens.enumerated() {
            if depthAtLineStart[token.line] == nil { depthAtLineStart[token.line] = depth }
            switch (token.kind, token.text) {
            case (.punctuation, "("), (.punctuation, "["): depth += 1
            case (.punctuation, ")"), (.punctuation, "]"): depth = max(0, depth - 1)
            default: if isNaming(index) { namingLines.insert(token.line) }
            }
        }
        var lines: [Int] = []
        var statement: [Int] = []
        func close() {
            if statement.contains(where: namingLines.contains) { lines += statement }
            statement = []
        }
        for line in depthAtLineStart.keys.sorted() {
            if depthAtLineStart[line] == 0 { close() }
            if lineKinds[safe: line - 1] == .code { statement.append(line) }
        }
        close()
        return lines
    }
}
