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
        let body = bodyTokens(of: declaration)
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

/// The blocks a type keeps, and who gives them: the other half of a chain of callbacks.
extension SourceFile {
    /// The members through which another type gives `declaration` a block to call back: its stored
    /// properties of a function type (`var successBlock: (() -> Void)?`), and its methods that store
    /// one (`func initWithBlock(_ success: …) { successBlock = success }`).
    func blockSetters(of declaration: Declaration) -> Set<String> {
        let body = bodyTokens(of: declaration)
        var blocks: Set<String> = []
        var depth = 1
        for (index, token) in body.enumerated() {
            switch token.text {
            case "{": depth += 1
            case "}": depth -= 1
            case "var" where depth == 1 && body[safe: index + 2]?.text == ":":
                var part = index + 3
                while let type = body[safe: part], type.line == token.line, !["=", "{"].contains(type.text) {
                    if type.text == "-", body[safe: part + 1]?.text == ">" { blocks.insert(body[index + 1].text) }
                    part += 1
                }
            default: break
            }
        }
        guard !blocks.isEmpty else { return [] }
        var setters = blocks
        var function: String?
        depth = 1
        for (index, token) in body.enumerated() {
            switch token.text {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 1 { function = nil }
            case "func" where depth == 1: function = body[safe: index + 1]?.text
            default:
                if let function, blocks.contains(token.text), body[safe: index + 1]?.text == "=" {
                    setters.insert(function)
                }
            }
        }
        return setters
    }

    /// The names that follow a dot in `declaration`'s body: the members it reaches on other values.
    func memberAccesses(in declaration: Declaration) -> Set<String> {
        let body = bodyTokens(of: declaration)
        return Set(body.indices.dropFirst().filter { body[$0 - 1].text == "." }.map { body[$0].text })
    }

    /// The identifiers in `declaration`'s body, types among them.
    func namesSet(in declaration: Declaration) -> Set<String> {
        Set(bodyTokens(of: declaration).filter { $0.kind == .identifier }.map(\.text))
    }

    /// The tokens after the declaration's first line, to its end.
    private func bodyTokens(of declaration: Declaration) -> [Token] {
        tokens.filter { $0.line > declaration.line && $0.line <= declaration.endLine }
    }
}
