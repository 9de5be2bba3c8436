/// One switch of a mutant schema over a range of the file: the ranges nest (a line's switch holds
/// its capture's, an expression holds the one inside it), and each renders around what it holds.
struct SchemaNode {
    let range: Range<Int>
    let kind: Kind
    var children: [SchemaNode] = []

    enum Kind {
        /// `(MutantSwitch.isActive(id) ? (mutated) : (original))`.
        case expression(id: Int, mutated: String)
        /// `if !MutantSwitch.isActive(id) { statement }`: a statement inside a line.
        case statement(id: Int)
        /// A whole statement line and its switches.
        case line(Line)
    }

    /// A statement line's mutants: the lines moved before it by a swap, and its alternatives
    /// (an empty one for a deletion, or for the line a swap moved away).
    struct Line {
        let line: Int
        var moved: [(id: Int, code: String)] = []
        var chain: [(id: Int, mutated: String)] = []
    }

    var ids: [Int] {
        switch kind {
        case .expression(let id, _), .statement(let id): [id]
        case .line(let line): line.moved.map(\.id) + line.chain.map(\.id)
        }
    }

    /// The nodes as a forest, outer ranges holding inner ones; a node that crosses another's
    /// bounds is dropped (its mutants build on their own).
    static func nest(_ nodes: [SchemaNode]) -> (roots: [SchemaNode], dropped: [SchemaNode]) {
        let sorted = nodes.sorted {
            ($0.range.lowerBound, -$0.range.upperBound) < ($1.range.lowerBound, -$1.range.upperBound)
        }
        var roots: [SchemaNode] = []
        var dropped: [SchemaNode] = []
        var stack: [SchemaNode] = []
        func close() {
            let done = stack.removeLast()
            if stack.isEmpty { roots.append(done) } else { stack[stack.count - 1].children.append(done) }
        }
        for node in sorted {
            while let top = stack.last, top.range.upperBound <= node.range.lowerBound { close() }
            if let top = stack.last, node.range.upperBound > top.range.upperBound {
                dropped.append(node)
                continue
            }
            stack.append(node)
        }
        while !stack.isEmpty { close() }
        return (roots, dropped)
    }

    /// Renders `range` into `output`, with `children` in place and `insertions` made, noting in
    /// `spans` where each mutant's own text lands, and in `wrappers` where each expression's whole
    /// switch does (in UTF-8 offsets of the output).
    /// A switch in code a process runs once (`once`) reads `MutantSwitch.isActiveOnce`.
    static func render(
        _ range: Range<Int>, children: [SchemaNode], insertions: [(position: Int, text: String)], once: Set<Int>,
        source: MutationSource, into output: inout String, spans: inout [(id: Int, range: Range<Int>)],
        wrappers: inout [(id: Int, range: Range<Int>)]
    ) {
        var position = range.lowerBound
        func copy(upTo end: Int, _ output: inout String) {
            // Chosen before any is made: several may stand at one position (two weak captures of
            // one list each use their capture at the start of the body).
            let due = insertions.filter { $0.position > position && $0.position <= end }
            for insertion in due {
                output += source.text(position..<insertion.position) + insertion.text
                position = insertion.position
            }
            output += source.text(position..<end)
            position = end
        }
        func own(_ id: Int, _ text: String, _ output: inout String) {
            let start = output.utf8.count
            output += text
            spans.append((id, start..<output.utf8.count))
        }
        for child in children {
            copy(upTo: child.range.lowerBound, &output)
            let active = { (id: Int) in "MutantSwitch.\(once.contains(id) ? "isActiveOnce" : "isActive")(\(id))" }
            let wrapperStart = output.utf8.count
            switch child.kind {
            case .expression(let id, let mutated):
                output += "(\(active(id)) ? ("
                own(id, mutated, &output)
                output += ") : ("
            case .statement(let id):
                output += "if !\(active(id)) { "
            case .line(let line):
                for moved in line.moved {
                    output += "if \(active(moved.id)) { "
                    own(moved.id, moved.code, &output)
                    output += " }; "
                }
                for alternative in line.chain {
                    output += "if \(active(alternative.id)) { "
                    own(alternative.id, alternative.mutated, &output)
                    output += " } else "
                }
                if !line.chain.isEmpty { output += "{ " }
            }
            render(
                child.range, children: child.children, insertions: insertions, once: once, source: source,
                into: &output,
                spans: &spans, wrappers: &wrappers)
            switch child.kind {
            case .expression(let id, _):
                output += "))"
                wrappers.append((id, wrapperStart..<output.utf8.count))
            case .statement(let id):
                output += " }"
                wrappers.append((id, wrapperStart..<output.utf8.count))
            case .line(let line): if !line.chain.isEmpty { output += " }" }
            }
            position = child.range.upperBound
        }
        copy(upTo: range.upperBound, &output)
    }
}
