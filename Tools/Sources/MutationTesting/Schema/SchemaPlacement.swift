import SourceReading

/// Where a mutant's switch goes in a schema: around its statement line, around the smallest
/// expression its edit changes, or nowhere (it builds on its own).
struct SchemaPlacement {
    enum Place: Equatable {
        /// The mutant's line with the mutant in it, as one alternative of the line's switch.
        case line(Int, mutated: String)
        /// The second line's code, moved before the first line while the mutant is active.
        case swap(first: Int, second: Int, moved: String)
        case expression(Range<Int>, mutated: String)
        /// A statement inside a line (a reset in a one-line closure), run only while the mutant is not.
        case statement(Range<Int>)
        /// A `[weak name]` capture, and where the closure's body starts.
        case capture(name: Range<Int>, body: Int)
        case unswitched(String)
    }

    private let source: MutationSource
    private let statements: Set<Int>

    init(_ source: MutationSource) {
        self.source = source
        statements = Set(MutantGenerator.statementLines(source))
    }

    func place(_ mutant: Mutant) -> Place {
        let tokens = source.tokensByLine[mutant.line] ?? []
        let wraps = isWrappable(mutant.line)
        switch mutant.mutationOperator {
        case .dropWeak:
            guard mutant.replacement.contains(", retained = "),
                let name = tokens.first(where: { $0.range.lowerBound == mutant.range.lowerBound }),
                let body = tokens.first(where: { $0.range.upperBound == mutant.range.upperBound })
            else { return .unswitched("a `weak` property is a declaration") }
            return .capture(name: name.range, body: body.range.upperBound)
        case .swapStatements:
            let second = mutant.line + 1
            guard wraps, isWrappable(second), let code = source.codeRange(second) else {
                return .unswitched("a swap of a line that scopes what follows it")
            }
            return .swap(first: mutant.line, second: second, moved: source.text(code))
        case .deleteStatement, .deleteGuard, .dropAssignment, .dropReset:
            if let first = tokens.first, mutant.range.lowerBound == first.range.lowerBound {
                if tokens.prefix(3).map(\.text) == ["super", ".", "init"] {
                    return .unswitched(
                        "an initializer's `super.init`: without it, every later line uses `self` too early")
                }
                if isCaseBody(mutant.line) {
                    return .unswitched("a `case`'s one statement: Swift refuses the empty `case` its deletion leaves")
                }
                return wraps
                    ? .line(mutant.line, mutated: "")
                    : .unswitched(
                        first.text == "defer"
                            ? "a `defer` runs at the end of its scope, so it cannot sit in a switch's branch"
                            : "a `guard` whose bindings the rest of its scope reads")
            }
            if wraps { return lineAlternative(mutant) }
            return .statement(mutant.range)
        case .flipBoolean, .incrementInteger, .decrementInteger:
            if wraps { return lineAlternative(mutant) }
            if isCasePattern(mutant) {
                return .unswitched(
                    "a literal in a `case` pattern: switched, it is no pattern, and the switch not exhaustive")
            }
            if mutant.range.lowerBound > 0, source.scalars[mutant.range.lowerBound - 1] == "." {
                return .unswitched("a tuple element's index")
            }
            return expression(mutant.range, mutant)
        case .formatField:
            if wraps { return lineAlternative(mutant) }
            guard let text = source.stringTexts.first(where: { $0.contains(mutant.range.lowerBound) }),
                text.lowerBound > 0, source.scalars[text.lowerBound - 1] == "\"",
                text.upperBound < source.scalars.count, source.scalars[text.upperBound] == "\""
            else { return .unswitched("a format inside an interpolated or raw string") }
            return expression(text.lowerBound - 1..<text.upperBound + 1, mutant)
        case .swapVariable:
            if wraps { return lineAlternative(mutant) }
            let bounds = ExpressionBounds(source)
            let chain = bounds.postfixChain(around: mutant.range)
            if bounds.isAssigned(chain) { return .unswitched("a property written outside a statement line") }
            // The property and what it is read through: `(… ? self.b : self.a).count`. Behind an
            // optional chain the rest of the chain goes in too, which a trailing closure cannot.
            let base = chain.lowerBound..<mutant.range.upperBound
            guard source.text(base).contains("?") else { return expression(base, mutant) }
            if bounds.hasTrailingClosure(after: chain) {
                return .unswitched("an optional chain whose call takes a trailing closure")
            }
            return expression(chain, mutant)
        case .dropNegation:
            if wraps { return lineAlternative(mutant) }
            let operand = ExpressionBounds(source).operand(after: mutant.range.upperBound)
            return expression(mutant.range.lowerBound..<operand.upperBound, mutant)
        case .swapEquality, .swapOrder:
            if wraps { return lineAlternative(mutant) }
            guard let comparison = ExpressionBounds(source).comparison(around: mutant.range) else {
                return .unswitched("a comparison whose operands go on over another line")
            }
            return expression(comparison, mutant)
        }
    }

    /// A statement line that can stand in a switch's branch: not a `defer` (which would run at the
    /// branch's end) nor a `guard` that binds names for the rest of its scope.
    private func isWrappable(_ line: Int) -> Bool {
        guard statements.contains(line), let tokens = source.tokensByLine[line], source.codeRange(line) != nil
        else { return false }
        let first = tokens[0].text
        if first == "defer" { return false }
        if first == "guard" { return !tokens.contains { ["let", "var", "case"].contains($0.text) } }
        return true
    }

    /// Whether the mutant's literal is in a `switch` case's pattern (Elm's `case .deleted(id, true):`),
    /// before the colon that ends it.
    private func isCasePattern(_ mutant: Mutant) -> Bool {
        guard let tokens = source.tokensByLine[mutant.line], tokens.first?.text == "case",
            let colon = tokens.first(where: { $0.text == ":" })
        else { return false }
        return mutant.range.upperBound <= colon.range.lowerBound
    }

    /// Whether the line is the one statement of a `case` or `default` of a `switch`.
    private func isCaseBody(_ line: Int) -> Bool {
        let lines = source.tokensByLine
        guard let previous = lines.keys.filter({ $0 < line }).max().flatMap({ lines[$0] }),
            let next = lines.keys.filter({ $0 > line }).min().flatMap({ lines[$0] })
        else { return false }
        return ["case", "default"].contains(previous[0].text) && previous.last?.text == ":"
            && ["case", "default", "}"].contains(next[0].text)
    }

    private func lineAlternative(_ mutant: Mutant) -> Place {
        let code = source.codeRange(mutant.line)!
        let end = min(mutant.range.upperBound, code.upperBound)
        let mutated =
            source.text(code.lowerBound..<mutant.range.lowerBound) + mutant.replacement
            + source.text(end..<code.upperBound)
        return .line(mutant.line, mutated: mutant.range.upperBound > code.upperBound ? "" : mutated)
    }

    /// Whether `range` stands between the slashes of a bare regex literal (`/1[3-9]/`), which the
    /// lexer reads as code: a switch there would be text of the regex, and build.
    private func isInRegex(_ range: Range<Int>, line: Int) -> Bool {
        let slashes = (source.tokensByLine[line] ?? []).filter { $0.text == "/" }.map(\.range.lowerBound)
        guard let open = slashes.last(where: { $0 < range.lowerBound }),
            let close = slashes.first(where: { $0 >= range.upperBound })
        else { return false }
        return !source.scalars[open + 1].properties.isWhitespace && !source.scalars[close - 1].properties.isWhitespace
    }

    private func expression(_ range: Range<Int>, _ mutant: Mutant) -> Place {
        guard range.lowerBound <= mutant.range.lowerBound, mutant.range.upperBound <= range.upperBound else {
            return .unswitched("an edit beyond its expression")
        }
        if isInRegex(range, line: mutant.line) { return .unswitched("a part of a regex literal") }
        let mutated =
            source.text(range.lowerBound..<mutant.range.lowerBound) + mutant.replacement
            + source.text(mutant.range.upperBound..<range.upperBound)
        return .expression(range, mutated: mutated)
    }
}
