import Foundation

/// One file with every mutant of it written in at once, each behind `MutantSwitch.isActive(id)`
/// (a mutant schema, or mutation switching), so that one build runs any of them. Every line keeps
/// its number, so a compiler error names the line, and with it the mutants, that broke the build.
///
/// A mutant goes in one of three ways. On a line that holds one whole statement, the line becomes
/// `if MutantSwitch.isActive(7) { <mutated line> } else { <line> }` (a deleted line is an empty
/// branch; a swap puts the second line, switched, before the first). Elsewhere its expression
/// becomes `(MutantSwitch.isActive(7) ? (<mutated>) : (<original>))`; a `[weak self]` capture gains
/// a second capture that holds `self` only while the mutant is active. In code a process runs once
/// (a static's initializer) the switch is `MutantSwitch.isActiveOnce(7)`, whose reach is every
/// test's: the first test to read the static runs it, and every later one reads what it made.
/// What no switch can express
/// (a `weak` property, the deletion of a `guard` whose bindings the rest of its scope reads, or of
/// a `defer`) is left out, with the reason, and builds on its own.
public struct MutantSchema: Sendable {
    /// The file's text with the switched mutants written in.
    public let text: String
    /// The ids switched in `text`.
    public let switched: [Int]
    /// The ids left out, with why no switch expresses them.
    public let unswitched: [Int: String]
    /// The switched ids by the line their switch stands on, so that a compiler error's line names them.
    public let idsByLine: [Int: [Int]]
    /// Where each mutant's own text (what only it compiles) stands, in UTF-8 offsets of `text`.
    private let spans: [(id: Int, range: Range<Int>)]
    /// Where each expression's whole switch stands: an error there (a ternary that is no lvalue) blames it.
    private let wrappers: [(id: Int, range: Range<Int>)]
    private let lineStarts: [Int]
    /// The deletions (and the lines swaps move away), whose empty branch may leave a value unreturned or a
    /// property unset, by line.
    private let deletionsByLine: [Int: [Int]]
    /// The captures, by line: each puts a statement at the head of its closure's body.
    private let capturesByLine: [Int: [Int]]
    /// Each line-level alternative with the properties its line assigns, to find the one that leaves a property unset.
    private let assignments: [Int: [Alternative]]
    private let scopes: EnclosingScopes

    private struct Alternative {
        let id: Int
        let assigns: Set<String>
        let mutated: String

        func mutatedAssigns(_ property: String) -> Bool { MutantSchema.assigned(in: mutated).contains(property) }
    }

    /// The property a definite-initialization error names: `property 'self.pt' not initialized`.
    static func unsetProperty(_ message: String) -> String? {
        guard message.contains("not initialized"), let start = message.range(of: "'self.") else { return nil }
        return message[start.upperBound...].split(separator: "'").first.map(String.init)
    }

    /// The properties a line's code assigns at its top: `pt = …`, `self.pt = …`.
    static func assigned(in code: String) -> Set<String> {
        var names: Set<String> = []
        for statement in code.split(separator: ";") {
            guard let equals = statement.range(of: " = ") else { continue }
            let target = statement[..<equals.lowerBound].trimmingCharacters(in: .whitespaces)
            let name = target.hasPrefix("self.") ? String(target.dropFirst(5)) : target
            if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { names.insert(name) }
        }
        return names
    }

    /// `mutants` are the file's own, each with the id its switch reads.
    public init(text original: String, mutants: [(id: Int, mutant: Mutant)]) {
        let source = MutationSource(original)
        let placement = SchemaPlacement(source)
        var nodes: [SchemaNode] = []
        var insertions: [(position: Int, text: String)] = []
        var lines: [Int: SchemaNode.Line] = [:]
        var unswitched: [Int: String] = [:]
        var idsByLine: [Int: [Int]] = [:]
        var deletionsByLine: [Int: [Int]] = [:]
        var capturesByLine: [Int: [Int]] = [:]
        var assignments: [Int: [Alternative]] = [:]
        for (id, mutant) in mutants {
            idsByLine[mutant.line, default: []].append(id)
            if mutant.mutationOperator == .swapStatements { idsByLine[mutant.line + 1, default: []].append(id) }
            switch placement.place(mutant) {
            case .line(let line, let mutated):
                lines[line, default: SchemaNode.Line(line: line)].chain.append((id, mutated))
                let original = source.codeRange(line).map { source.text($0) } ?? ""
                assignments[line, default: []].append(
                    Alternative(id: id, assigns: Self.assigned(in: original), mutated: mutated))
                if mutated.isEmpty { deletionsByLine[line, default: []].append(id) }
            case .swap(let first, let second, let moved):
                lines[first, default: SchemaNode.Line(line: first)].moved.append((id, moved))
                lines[second, default: SchemaNode.Line(line: second)].chain.append((id, ""))
                deletionsByLine[second, default: []].append(id)
            case .expression(let range, let mutated):
                nodes.append(SchemaNode(range: range, kind: .expression(id: id, mutated: mutated)))
            case .statement(let range):
                nodes.append(SchemaNode(range: range, kind: .statement(id: id)))
            case .capture(let name, let body):
                let kept = "mutantRetained\(id)"
                insertions.append((name.upperBound, ", \(kept) = MutantSwitch.retained(\(id), \(source.text(name)))"))
                insertions.append((body, " _ = \(kept);"))
                capturesByLine[mutant.line, default: []].append(id)
            case .unswitched(let reason):
                unswitched[id] = reason
            }
        }
        for line in lines.values {
            nodes.append(SchemaNode(range: source.codeRange(line.line)!, kind: .line(line)))
        }
        let scopes = EnclosingScopes(original)
        self.scopes = scopes
        let once = Set(mutants.filter { scopes.runsOncePerProcess($0.mutant.line) }.map(\.id))
        let tree = SchemaNode.nest(nodes)
        for dropped in tree.dropped {
            for id in dropped.ids { unswitched[id] = "its switch would cross another mutant's" }
        }
        var text = ""
        var spans: [(id: Int, range: Range<Int>)] = []
        var wrappers: [(id: Int, range: Range<Int>)] = []
        SchemaNode.render(
            0..<source.scalars.count, children: tree.roots, insertions: insertions.sorted { $0.position < $1.position },
            once: once,
            source: source, into: &text, spans: &spans, wrappers: &wrappers)
        self.text = text
        self.spans = spans
        self.wrappers = wrappers
        var lineStarts = [0]
        for (offset, byte) in text.utf8.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
        self.lineStarts = lineStarts
        switched = mutants.map(\.id).filter { unswitched[$0] == nil }
        self.unswitched = unswitched
        let switchedByLine = { (lines: [Int: [Int]]) in
            lines.mapValues { $0.filter { unswitched[$0] == nil } }.filter { !$0.value.isEmpty }
        }
        self.idsByLine = switchedByLine(idsByLine)
        self.deletionsByLine = switchedByLine(deletionsByLine)
        self.capturesByLine = switchedByLine(capturesByLine)
        self.assignments = assignments.mapValues { $0.filter { unswitched[$0.id] == nil } }
    }

    /// The mutants a compiler error at `line` and `column` (1-based, in UTF-8) blames, and whether
    /// the error is their own (`isOwnText`: they cannot build on their own either, so are stillborn)
    /// or only their switch's (they build on their own). Inside a mutant's own text, that mutant
    /// alone, its own. A value left unreturned (reported at the closing brace) blames the deletions
    /// on the nearest line above, their own, unless a closure's capture nearer took away its
    /// implicit return. A property the error or its notes name as left unset blames every
    /// alternative in the function's body that no longer assigns it, their own. Any other error
    /// blames the mutants switched on its line, or on the nearest line above.
    public func blamed(line: Int, column: Int, message: String, notes: [String] = []) -> (
        ids: [Int], isOwnText: Bool
    ) {
        if line >= 1, line <= lineStarts.count {
            let offset = lineStarts[line - 1] + column - 1
            let inside = spans.filter { $0.range.contains(offset) }
            if let innermost = inside.min(by: { $0.range.count < $1.range.count }) { return ([innermost.id], true) }
            let around = wrappers.filter { $0.range.contains(offset) }
            if let innermost = around.min(by: { $0.range.count < $1.range.count }) { return ([innermost.id], false) }
        }
        let window = (max(1, line - 40)...line).reversed()
        // A capture's statement at the head of a closure's body takes away the body's implicit
        // return: the closure's error names its expression, on or just below the capture's line.
        let capture =
            message.contains("missing return in closure")
            ? (max(1, line - 2)...line).reversed().first { capturesByLine[$0] != nil } : nil
        // A body whose one expression is deleted returns nothing: its deletion cannot build either.
        let deletion = message.contains("missing return") ? window.first { deletionsByLine[$0] != nil } : nil
        if let capture, capture > deletion ?? 0 { return (capturesByLine[capture]!, false) }
        if let deletion { return (deletionsByLine[deletion]!, true) }
        // A property left unset: the alternatives in the body that no longer assign it cannot build either.
        let unset = Set(([message] + notes).compactMap(Self.unsetProperty))
        if !unset.isEmpty {
            let body = scopes.start(ofBodyHolding: line).map { ($0...line).reversed() } ?? window
            let unsetting = body.flatMap { line in
                (assignments[line] ?? []).filter { alternative in
                    unset.contains { alternative.assigns.contains($0) && !alternative.mutatedAssigns($0) }
                }
                .map(\.id)
            }
            if !unsetting.isEmpty { return (unsetting, true) }
        }
        // A guard whose body no longer leaves the scope: the deletions in its body, below it.
        if message.contains("must not fall through"),
            let nearest = (line...line + 6).first(where: { deletionsByLine[$0] != nil })
        {
            return (deletionsByLine[nearest]!, true)
        }
        if message.contains("initializ") || message.contains("super.init"),
            let nearest = window.first(where: { deletionsByLine[$0] != nil })
        {
            return (deletionsByLine[nearest]!, false)
        }
        return (window.first { idsByLine[$0] != nil }.map { idsByLine[$0]! } ?? [], false)
    }
}
