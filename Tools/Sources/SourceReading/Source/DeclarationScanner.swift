/// Finds type declarations, extensions and functions in a token stream and collects, for each,
/// the identifiers its code names. Works on the lexer's tokens, so comments and string text are
/// already gone and interpolations are code.
public struct DeclarationScanner {
    public private(set) var declarations: [Declaration] = []
    /// `func` declarations and initializers (`init` not written after a `.`).
    public private(set) var functionCount = 0
    /// Identifiers named outside any type (top-level functions, typealiases, global constants).
    public private(set) var topLevelReferences: [Declaration.Reference] = []

    private struct Scope {
        let declaration: Int?
    }

    public init(tokens: [Token]) {
        var scopes: [Scope] = []
        /// A declaration whose `{` has not come yet.
        var pending: Int?
        var pendingDepth = 0
        var index = 0

        func current() -> Int? {
            pending ?? scopes.last { $0.declaration != nil }?.declaration
        }

        while index < tokens.count {
            let token = tokens[index]
            let previous = index > 0 ? tokens[index - 1].text : nil
            if token.kind == .punctuation {
                if token.text == "{" {
                    if let declaration = pending, scopes.count == pendingDepth {
                        scopes.append(Scope(declaration: declaration))
                        pending = nil
                    } else {
                        scopes.append(Scope(declaration: nil))
                    }
                } else if token.text == "}" {
                    if let declaration = scopes.popLast()?.declaration {
                        declarations[declaration].endLine = token.line
                    }
                }
                index += 1
                continue
            }
            guard token.kind == .identifier else {
                index += 1
                continue
            }
            if previous != ".", let kind = Declaration.Kind(rawValue: token.text),
                let (name, next) = Self.declaredName(after: index, in: tokens, kind: kind)
            {
                let parent = current().map { declarations[$0].name }
                declarations.append(
                    Declaration(
                        kind: kind, name: name, parent: kind == .extension ? nil : parent, line: token.line,
                        endLine: token.line, references: []))
                pending = declarations.count - 1
                pendingDepth = scopes.count
                index = next
                continue
            }
            if token.text == "func" || (token.text == "init" && previous != ".") {
                functionCount += 1
            }
            let reference = Declaration.Reference(name: token.text, line: token.line, isMember: previous == ".")
            if let owner = current() {
                declarations[owner].references.append(reference)
            } else {
                topLevelReferences.append(reference)
            }
            index += 1
        }
    }

    /// The name a declaration keyword introduces and the index after it, or nil when the keyword
    /// does not start a type here (`class func`, `class var`, …). An extension's name is the last
    /// part of a dotted name.
    private static func declaredName(after index: Int, in tokens: [Token], kind: Declaration.Kind) -> (String, Int)? {
        var next = index + 1
        guard next < tokens.count, tokens[next].kind == .identifier else { return nil }
        if kind == .class, memberKeywords.contains(tokens[next].text) { return nil }
        var name = tokens[next].text
        next += 1
        if kind == .extension {
            while next + 1 < tokens.count, tokens[next].text == ".", tokens[next + 1].kind == .identifier {
                name = tokens[next + 1].text
                next += 2
            }
        }
        return (name, next)
    }

    private static let memberKeywords: Set<String> = [
        "func", "var", "let", "subscript", "init", "override", "final", "static", "private", "fileprivate",
        "internal", "public", "open", "convenience", "required", "nonisolated",
    ]
}
