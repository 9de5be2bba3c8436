/// Counts the decision points of each function in a token stream, with SwiftLint's
/// `cyclomatic_complexity` rule's definition of a decision: `if` (an `else if` is one more),
/// `guard`, `for`, `while`, `repeat` (its `while` is not counted again), `catch`, each `case` and
/// `default` of a `switch`, minus one per `fallthrough`. `&&`, `||`, `??` and `?:` are not
/// counted, as SwiftLint does not. Closures count in the function that holds them; a function
/// nested in another counts on its own. Unlike SwiftLint, accessors, computed properties,
/// subscripts and `deinit` are functions here too.
struct ComplexityScanner {
    private(set) var functions: [FunctionComplexity] = []

    /// A function whose body is open: its name, line, and the brace depth its body opened at.
    private struct OpenFunction {
        let name: String
        let line: Int
        let depth: Int
        var decisions = 0
    }

    /// What the next `{` at the current depth opens.
    private enum Pending {
        case function(name: String, line: Int)
        /// A `var`'s header: a `{` opens its getter, unless it holds accessors or follows `=`.
        case property(name: String, line: Int, hasInitializer: Bool)
    }

    private static let accessors: Set<String> = ["get", "set", "didSet", "willSet"]
    /// Words that may continue a function's header on a new line; the lexer gives `->` as `-` then `>`.
    private static let headerContinuations: Set<String> = ["{", "-", "where", "throws", "rethrows", "async"]

    init(tokens: [Token]) {
        var open: [OpenFunction] = []
        var depth = 0
        /// Open parentheses and brackets in the current block, and those of the blocks around it.
        var parens = 0
        var outerParens: [Int] = []
        var pending: Pending?
        /// The property whose accessors are being read, for their names.
        var accessorOwner = ""
        var repeatDepths: [Int] = []
        var closedRepeat = false
        for (index, token) in tokens.enumerated() {
            let previous = index > 0 ? tokens[index - 1] : nil
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            let wasClosedRepeat = closedRepeat
            closedRepeat = false
            if pending != nil, parens == 0, let previous, token.line > previous.line,
                !Self.headerContinuations.contains(token.text)
            {
                pending = nil
            }
            switch token.text {
            case "(", "[":
                parens += 1
                continue
            case ")", "]":
                parens -= 1
                continue
            case "=":
                if case .property(let name, let line, _)? = pending {
                    pending = .property(name: name, line: line, hasInitializer: true)
                }
                continue
            case "{" where token.kind == .punctuation:
                depth += 1
                outerParens.append(parens)
                let opensHere = parens == 0
                parens = 0
                guard opensHere else { continue }
                switch pending {
                case .function(let name, let line)?:
                    open.append(OpenFunction(name: name, line: line, depth: depth))
                case .property(let name, let line, let hasInitializer)?:
                    if let next, Self.accessors.contains(next.text) {
                        accessorOwner = name
                    } else if !hasInitializer {
                        open.append(OpenFunction(name: "get \(name)", line: line, depth: depth))
                    }
                case nil:
                    if previous?.text == "repeat" { repeatDepths.append(depth) }
                }
                pending = nil
                continue
            case "}" where token.kind == .punctuation:
                if let function = open.last, function.depth == depth {
                    open.removeLast()
                    functions.append(
                        FunctionComplexity(
                            name: function.name, line: function.line, endLine: token.line,
                            decisions: function.decisions))
                }
                if repeatDepths.last == depth {
                    repeatDepths.removeLast()
                    closedRepeat = true
                }
                depth -= 1
                parens = outerParens.popLast() ?? 0
                continue
            default:
                break
            }
            guard token.kind == .identifier, previous?.text != "." else { continue }
            switch token.text {
            case "func", "init", "subscript":
                let name = token.text == "func" ? "func \(next?.text ?? "")" : token.text
                pending = .function(name: name, line: token.line)
            case "deinit":
                pending = .function(name: "deinit", line: token.line)
            case "var" where parens == 0:
                pending = .property(name: next?.text ?? "", line: token.line, hasInitializer: false)
            case _
            where Self.accessors.contains(token.text)
                && ["{", "}"].contains(previous?.text ?? "") && ["{", "("].contains(next?.text ?? ""):
                pending = .function(name: "\(token.text) \(accessorOwner)", line: token.line)
            default:
                guard !open.isEmpty, let delta = Self.decision(token, previous: previous, next: next) else { break }
                if token.text == "while", wasClosedRepeat { break }
                open[open.count - 1].decisions += delta
            }
        }
    }

    /// What `token` adds to its function's decisions, or nil when it is no decision.
    private static func decision(_ token: Token, previous: Token?, next: Token?) -> Int? {
        switch token.text {
        case "if", "guard", "repeat", "catch", "while": 1
        case "for": next?.text == ":" ? nil : 1
        case "case": ["if", "guard", "while", "for", ","].contains(previous?.text ?? "") ? nil : 1
        case "default": next?.text == ":" && ![",", "("].contains(previous?.text ?? "") ? 1 : nil
        case "fallthrough": -1
        default: nil
        }
    }
}
