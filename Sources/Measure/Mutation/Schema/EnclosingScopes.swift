/// The braces of a file, to tell which block a line stands in: a mutant's compiler errors stand
/// in the block that holds it (a deleted `guard`'s bindings are read down to the block's end), so
/// `mvx mutate` blames an error on the mutant whose block holds the error.
public struct EnclosingScopes: Sendable {
    private struct Block {
        let open: Int
        let close: Int
        /// The block is the body of a type or an extension: what stands in it is a declaration.
        let isTypeBody: Bool
    }

    private let blocks: [Block]

    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "extension", "protocol", "actor"]

    public init(_ text: String) {
        let tokens = SwiftLexer(text).tokens
        var open: [(line: Int, isTypeBody: Bool)] = []
        var blocks: [Block] = []
        var lineStart = 0
        for (index, token) in tokens.enumerated() {
            if index == 0 || tokens[index - 1].line != token.line { lineStart = index }
            guard token.kind == .punctuation else { continue }
            if token.text == "{" {
                let head = tokens[lineStart..<index].map(\.text)
                open.append((token.line, head.contains { Self.typeKeywords.contains($0) } && !head.contains("func")))
            } else if token.text == "}", let opened = open.popLast() {
                blocks.append(Block(open: opened.line, close: token.line, isTypeBody: opened.isTypeBody))
            }
        }
        self.blocks = blocks
    }

    private func block(holding line: Int) -> Block? {
        blocks.filter { $0.open < line && line <= $0.close }.max { ($0.open, -$0.close) < ($1.open, -$1.close) }
    }

    /// The last line of the innermost block opened above `line` that holds it; `Int.max` when none
    /// does (top-level code).
    public func end(ofBlockHolding line: Int) -> Int { block(holding: line)?.close ?? Int.max }

    /// Whether `line` stands among a type's declarations (or at the top level), not in a body of code.
    public func isDeclaration(_ line: Int) -> Bool { block(holding: line)?.isTypeBody ?? true }
}
