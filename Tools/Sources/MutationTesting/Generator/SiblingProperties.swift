import SourceReading

/// The properties declared side by side in one type with the same declared type (a view's
/// labels, a model's counts, a form's two text fields): what a copy-paste bug mixes up. Read
/// from the lexer's tokens: `let` and `var` in a type's body, with a type annotation or an
/// initializer that names the type (`= UILabel()`, `= false`, `= 0`).
public struct SiblingProperties: Sendable {
    /// For each property name, the sibling a copy-paste would put in its place: the next one of
    /// the same type in the same declaring type, the first after the last.
    public private(set) var replacements: [String: String] = [:]

    public init() {}

    /// The siblings declared in the files. A name declared in more than one type is left out: the
    /// lexer cannot tell which type a use of it reads, so its swaps would rarely build.
    public init(texts: [String]) {
        var declarations: [String: Int] = [:]
        var groups: [[String]] = []
        for text in texts {
            for group in Self.groups(in: SwiftLexer(text).tokens) {
                for name in group { declarations[name, default: 0] += 1 }
                if group.count > 1 { groups.append(group) }
            }
        }
        for group in groups {
            for (index, name) in group.enumerated() where declarations[name] == 1 {
                replacements[name] = group[(index + 1) % group.count]
            }
        }
    }

    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "extension", "protocol", "actor"]

    /// The names of each declaring type's properties, grouped by declared type, in the order declared.
    private static func groups(in tokens: [Token]) -> [[String]] {
        var groups: [String: [String]] = [:]
        var order: [String] = []
        var bodies: [(name: String, depth: Int)] = []
        var pendingType: String?
        var depth = 0
        for (index, token) in tokens.enumerated() {
            if token.kind == .punctuation, token.text == "{" {
                depth += 1
                if let name = pendingType {
                    bodies.append((name, depth))
                    pendingType = nil
                }
            } else if token.kind == .punctuation, token.text == "}" {
                if bodies.last?.depth == depth { bodies.removeLast() }
                depth -= 1
            } else if token.kind == .identifier, typeKeywords.contains(token.text), index + 1 < tokens.count,
                tokens[index + 1].kind == .identifier
            {
                pendingType = tokens[index + 1].text
            } else if token.kind == .identifier, token.text == "let" || token.text == "var",
                let body = bodies.last, body.depth == depth, index + 2 < tokens.count,
                tokens[index + 1].kind == .identifier, let type = declaredType(tokens, after: index + 1)
            {
                let key = body.name + "\u{0}" + type
                if groups[key] == nil { order.append(key) }
                groups[key, default: []].append(tokens[index + 1].text)
            }
        }
        return order.map { groups[$0]! }
    }

    /// The type of the property whose name is at `index`: its annotation, or what its initializer names.
    private static func declaredType(_ tokens: [Token], after index: Int) -> String? {
        let line = tokens[index].line
        let next = tokens[index + 1]
        if next.text == ":" {
            var type = ""
            var nesting = 0
            for token in tokens[(index + 2)...] where token.line == line {
                if nesting == 0, ["=", "{"].contains(token.text) { break }
                if "([<".contains(token.text) { nesting += 1 }
                if ")]>".contains(token.text) { nesting -= 1 }
                type += token.text
            }
            return type.isEmpty ? nil : type
        }
        guard next.text == "=", index + 2 < tokens.count else { return nil }
        let value = tokens[index + 2]
        if value.text == "true" || value.text == "false" { return "Bool" }
        if value.kind == .number { return value.text.contains(".") ? "Double" : "Int" }
        if value.kind == .identifier, value.text.first?.isUppercase == true, index + 3 < tokens.count,
            tokens[index + 3].text == "(", tokens[index + 3].range.lowerBound == value.range.upperBound
        {
            return value.text
        }
        return nil
    }
}
