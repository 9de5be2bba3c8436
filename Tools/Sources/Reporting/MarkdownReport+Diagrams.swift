import SourceReading

/// The layer diagrams of each architecture.
extension MarkdownReport {
    static func diagramSection(_ data: ReportData) -> [String] {
        var out = ["## \(ReportHeadings.pictures)", ""]
        guard !data.screens.isEmpty else {
            out += [
                "Each architecture's types by layer and what they name; shared layers are one box each. An arrow",
                "in red breaks one of the architecture's rules (section 2).", "",
            ]
            for a in data.analyses { out += ["### \(a.name)'s types by layer", ""] + diagram(a) }
            return out
        }
        out += [
            "Each screen has a page: the screen's size and complexity per architecture and layer; then, for each",
            "architecture, the screen's code (its folder, what the screens share and the entry point) by layer,",
            "an arrow counting the references from one layer's types to another's (the harness's entry point and",
            "scenario left out), red when it breaks one of the architecture's rules (section 2), with the types",
            "and what each names folded below; last, the specs of the screen.", "",
        ]
        out += data.screens.map { screen in
            "- [\(screen.name) (\(screen.article))](\(ReportPages.folder)/\(screen.name).md)"
        }
        return out + [""]
    }

    /// One architecture's (or one screen's) types by layer, and what they name, the harness's
    /// plumbing left out (`Layer.plumbing`); left to right, so that a layer of many types grows
    /// down the page and its names stay readable in GitHub's column. A nested type is drawn as its
    /// parent (`SystemMessageVC.RowLayout` as `SystemMessageVC`), and top-level code as its file's
    /// type, so a box is a type a reader opens. Every node an arrow names is declared in its layer;
    /// an arrow that breaks a rule is red.
    static func diagram(_ a: ArchitectureAnalysis) -> [String] {
        var out = ["```mermaid", "flowchart LR"]
        let layerOfName = Dictionary(a.types.map { ($0.name, $0.layer) }) { first, _ in first }
        func owner(_ name: String) -> String {
            let fileType =
                name.hasSuffix(".swift (top level)") ? String(name.dropLast(".swift (top level)".count)) : nil
            let parent = name.split(separator: ".").first.map(String.init)
            for candidate in [fileType, parent].compactMap({ $0 }) where layerOfName[candidate] != nil {
                return candidate
            }
            return name
        }
        var undeclared: [String: String] = [:]
        for edge in a.edges {
            for end in [edge.from, edge.to] where layerOfName[GoodsClaims.name(end)] == nil {
                let layer = a.layerOfType[end] ?? (end == edge.from ? Layer.entry : Layer.model)
                if !Layer.shared.contains(layer) { undeclared[owner(GoodsClaims.name(end))] = layer }
            }
        }
        var drawn: Set<String> = []
        for layer in a.layerNames where !Layer.plumbing.contains(layer) {
            let names =
                (a.types.filter { $0.layer == layer }.map { owner($0.name) }
                + undeclared.filter { $0.value == layer }.keys.sorted())
                .filter { drawn.insert($0).inserted }
            guard !names.isEmpty else { continue }
            out += ["    subgraph \(layerID(layer))[\"\(layer)\"]"]
            out += names.map { "        \(id($0))[\"\($0)\"]" }
            out += ["    end"]
        }
        var arrows: [(from: String, to: String)] = []
        var breaches: Set<Int> = []
        for edge in a.edges {
            let from = owner(GoodsClaims.name(edge.from))
            guard drawn.contains(from) else { continue }
            let layer = a.layerOfType[edge.to] ?? Layer.model
            let target = owner(GoodsClaims.name(edge.to))
            guard !Layer.plumbing.contains(layer), Layer.shared.contains(layer) || drawn.contains(target),
                Layer.shared.contains(layer) || target != from
            else { continue }
            let arrow = (from: id(from), to: Layer.shared.contains(layer) ? layerID(layer) : id(target))
            if !arrows.contains(where: { $0 == arrow }) { arrows.append(arrow) }
            let fromLayer = layerOfName[from] ?? undeclared[from]
            let breaks = a.declaration.rules.contains { rule in
                fromLayer == rule.layer && rule.mustNotName.contains(layer)
            }
            if breaks, let index = arrows.firstIndex(where: { $0 == arrow }) { breaches.insert(index) }
        }
        let sharedUsed = Layer.shared.filter { layer in arrows.contains { $0.to == layerID(layer) } }
        out += sharedUsed.map { "    \(layerID($0))[(\"\($0)\")]" }
        out += grouped(arrows)
        out += breaches.sorted().map { "    linkStyle \($0) stroke:#d00,stroke-width:2px" }
        out += ["```", ""]
        return out
    }

    /// Consecutive arrows from one type drawn as one line, `a --> b & c`: Mermaid draws the same
    /// links, in the same order, so a `linkStyle` index still names its arrow.
    static func grouped(_ arrows: [(from: String, to: String)]) -> [String] {
        var lines: [String] = []
        for (index, arrow) in arrows.enumerated() {
            if index > 0, arrows[index - 1].from == arrow.from, let previous = lines.popLast() {
                lines.append("\(previous) & \(arrow.to)")
            } else {
                lines.append("    \(arrow.from) --> \(arrow.to)")
            }
        }
        return lines
    }
}
