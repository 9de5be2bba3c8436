import SourceReading

/// The braces of a file, to tell which block a line stands in: a mutant's compiler errors stand
/// in the block that holds it (a deleted `guard`'s bindings are read down to the block's end), so
/// `mvx mutate` blames an error on the mutant whose block holds the error; and code a process
/// runs once (a static's initializer), whose result every test then reads.
public struct EnclosingScopes: Sendable {
    private struct Block {
        let open: Int
        let close: Int
        /// The block is the body of a type or an extension: what stands in it is a declaration.
        let isTypeBody: Bool
    }

    private let blocks: [Block]
    /// The lines that declare a static or global stored property with its value (`static let x = 3`,
    /// `static let f = {`): a block opened there is the value's initializer.
    private let sharedDeclarations: Set<Int>

    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "extension", "protocol", "actor"]

    public init(_ text: String) {
        let tokens = SwiftLexer(text).tokens
        var open: [(line: Int, isTypeBody: Bool)] = []
        var blocks: [Block] = []
        var sharedDeclarations: Set<Int> = []
        var lineStart = 0
        for (index, token) in tokens.enumerated() {
            if index == 0 || tokens[index - 1].line != token.line {
                lineStart = index
                let line = tokens[index...].prefix { $0.line == token.line }.map(\.text)
                if Self.declaresShared(line, topLevel: open.isEmpty) { sharedDeclarations.insert(token.line) }
            }
            guard token.kind == .punctuation else { continue }
            if token.text == "{" {
                let head = tokens[lineStart..<index].map(\.text)
                open.append((token.line, head.contains { Self.typeKeywords.contains($0) } && !head.contains("func")))
            } else if token.text == "}", let opened = open.popLast() {
                blocks.append(Block(open: opened.line, close: token.line, isTypeBody: opened.isTypeBody))
            }
        }
        self.blocks = blocks
        self.sharedDeclarations = sharedDeclarations
    }

    /// Whether a line's tokens declare a static or global stored property and give its value: what
    /// a process computes once, on first read.
    private static func declaresShared(_ tokens: [String], topLevel: Bool) -> Bool {
        guard let keyword = tokens.firstIndex(where: { $0 == "let" || $0 == "var" }),
            tokens[keyword...].contains("=")
        else { return false }
        let modifiers = tokens[..<keyword]
        guard !modifiers.contains("lazy"), !modifiers.contains("func") else { return false }
        return modifiers.contains("static") || (topLevel && modifiers.allSatisfy { $0 != "(" && $0 != "." })
    }

    private func block(holding line: Int) -> Block? {
        blocks.filter { $0.open < line && line <= $0.close }.max { ($0.open, -$0.close) < ($1.open, -$1.close) }
    }

    /// The last line of the innermost block opened above `line` that holds it; `Int.max` when none
    /// does (top-level code).
    public func end(ofBlockHolding line: Int) -> Int { block(holding: line)?.close ?? Int.max }

    /// The first line of the outermost body of code (not a type's) that holds `line`: the function,
    /// initializer or closure it belongs to; nil at a type's or the file's top level.
    public func start(ofBodyHolding line: Int) -> Int? {
        blocks.filter { !$0.isTypeBody && $0.open < line && line <= $0.close }.map(\.open).min()
    }

    /// Whether `line` stands in code a process runs once, a static's or a global's initializer: the
    /// first test to read the property runs it, and every later test reads what it made.
    public func runsOncePerProcess(_ line: Int) -> Bool {
        sharedDeclarations.contains(line)
            || blocks.contains { sharedDeclarations.contains($0.open) && $0.open < line && line <= $0.close }
    }

    /// Whether `line` stands among a type's declarations (or at the top level), not in a body of code.
    public func isDeclaration(_ line: Int) -> Bool { block(holding: line)?.isTypeBody ?? true }
}
