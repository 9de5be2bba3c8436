/// What two claims read inside a file beyond its declarations: statements that name given names,
/// and the types of a type's stored properties.
extension SourceFile {
    /// The code lines of every statement that names one of `names`. A statement is a line together
    /// with the lines its open parentheses and brackets carry on to, so a call whose closure spans
    /// several lines counts whole; a block's braces do not join its lines, so a function whose
    /// first line names a name counts that line, not its body.
    public func codeLines(ofStatementsNaming names: Set<String>) -> [Int] {
        statements.codeLines(naming: names)
    }

    /// The statements of `tokens`, to ask of many sets of names in turn.
    static func statements(_ tokens: [Token], lineKinds: [LineKind]) -> Statements {
        var namesByLine: [Int: Set<String>] = [:]
        for token in tokens where token.kind == .identifier { namesByLine[token.line, default: []].insert(token.text) }
        return Statements(
            groups: statementLines(tokens, lineKinds: lineKinds).map { lines in
                (lines, lines.reduce(into: Set<String>()) { $0.formUnion(namesByLine[$1] ?? []) })
            })
    }

    /// A file's statements: the code lines of each, and the identifiers they name.
    public struct Statements: Sendable {
        let groups: [(lines: [Int], names: Set<String>)]

        /// The code lines of every statement that names one of `names`.
        public func codeLines(naming names: Set<String>) -> [Int] {
            groups.filter { !$0.names.isDisjoint(with: names) }.flatMap(\.lines)
        }
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
        var namingLines: Set<Int> = []
        for index in tokens.indices where isNaming(index) { namingLines.insert(tokens[index].line) }
        return Self.statementLines(tokens, lineKinds: lineKinds).filter { $0.contains(where: namingLines.contains) }
            .flatMap { $0 }
    }

    /// The code lines of each statement, in order.
    private static func statementLines(_ tokens: [Token], lineKinds: [LineKind]) -> [[Int]] {
        var depthAtLineStart: [Int: Int] = [:]
        var depth = 0
        for token in tokens {
            if depthAtLineStart[token.line] == nil { depthAtLineStart[token.line] = depth }
            switch (token.kind, token.text) {
            case (.punctuation, "("), (.punctuation, "["): depth += 1
            case (.punctuation, ")"), (.punctuation, "]"): depth = max(0, depth - 1)
            default: break
            }
        }
        var statements: [[Int]] = []
        var statement: [Int] = []
        for line in depthAtLineStart.keys.sorted() {
            if depthAtLineStart[line] == 0, !statement.isEmpty {
                statements.append(statement)
                statement = []
            }
            if lineKinds[safe: line - 1] == .code { statement.append(line) }
        }
        if !statement.isEmpty { statements.append(statement) }
        return statements
    }
}
