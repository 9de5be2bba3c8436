/// What a type adopts and keeps, and where a name is called: what 003's claim about MVP's chain
/// of delegates (cell → presenter → controller) and its redraw callers reads.
extension SourceFile {
    /// The names in `declaration`'s inheritance clause: its superclass and the protocols it adopts.
    public func conformances(of declaration: Declaration) -> [String] {
        guard
            let start = tokens.firstIndex(where: {
                $0.line == declaration.line && $0.text == declaration.name
            })
        else { return [] }
        var names: [String] = []
        var index = start + 1
        var angles = 0
        guard tokens[safe: index]?.text == ":" || tokens[safe: index]?.text == "<" else { return [] }
        while let token = tokens[safe: index], token.text != "{", !(angles == 0 && token.text == "where") {
            switch token.text {
            case "<": angles += 1
            case ">": angles -= 1
            default: if angles == 0, token.kind == .identifier { names.append(token.text) }
            }
            index += 1
        }
        return names
    }

    /// Every name in the type annotations of `declaration`'s stored and computed properties, at
    /// its own level (`weak var delegate: (any PresentDelegate)?` gives `PresentDelegate`).
    public func propertyTypeNames(of declaration: Declaration) -> Set<String> {
        let body = tokens.filter { $0.line > declaration.line && $0.line <= declaration.endLine }
        var names: Set<String> = []
        var depth = 1
        var index = 0
        while index < body.count {
            let token = body[index]
            switch token.text {
            case "{": depth += 1
            case "}": depth -= 1
            case "let",
                "var" where depth == 1 && body[safe: index + 2]?.text == ":":
                var next = index + 3
                while let part = body[safe: next], part.line == token.line, !["=", "{"].contains(part.text) {
                    if part.kind == .identifier, part.text != "any" { names.insert(part.text) }
                    next += 1
                }
            default: break
            }
            index += 1
        }
        return names
    }

    /// The lines where one of `names` is called (`reloadDataForUI()`, `successBlock?()`), its
    /// declaration left out.
    public func callSites(of names: Set<String>) -> [Int] {
        tokens.indices.filter { index in
            let token = tokens[index]
            guard token.kind == .identifier, names.contains(token.text),
                !["func", "var", "let"].contains(tokens[safe: index - 1]?.text ?? "")
            else { return false }
            let next = tokens[safe: index + 1]?.text
            return next == "(" || (next == "?" && tokens[safe: index + 2]?.text == "(")
        }.map { tokens[$0].line }
    }
}
