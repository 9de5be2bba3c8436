import ChangeRequests
import SourceReading

extension ClaimChecks {
    /// 000's Q&A answer to its one-to-one worry: a P or VM is a specification, and one cell serves a
    /// friend list and a follow list through one interface with two implementations. Measured on the
    /// friends screen of each version whose logic is apart from its views (MVC's helpers too): the
    /// interface with several implementations, what renders it, and which types name an
    /// implementation, which a third list would change too.
    static func oneCellManyLogics(_ split: [ArchitectureAnalysis]) -> Claim {
        let source = "000, Q&A: 一对多"
        guard !split.isEmpty else {
            return untested(source, missing: "layered or mvc")
        }
        let found = split.map { analysis in (analysis, shared(in: analysis)) }
        let verdicts = found.map { analysis, interface in
            Claim.ArchitectureVerdict(analysis.name, interface?.viewNamers.isEmpty == true ? .holds : .doesNotHold)
        }
        let figure = found.map { analysis, interface in
            guard let interface else { return "\(analysis.name): no interface with two implementations and a view" }
            let choosers = interface.namers.map { "\($0.name) (\($0.layer))" }.joined(separator: ", ")
            return "\(analysis.name): \(interface.name), rendered by \(interface.renderers.joined(separator: ", ")), "
                + "implemented by \(interface.implementations.joined(separator: " and ")); "
                + "named by \(choosers.isEmpty ? "no other type" : choosers)"
        }.joined(separator: ". ")
        let why = found.map { analysis, interface in
            guard let interface else { return "\(analysis.name) renders each row from one implementation" }
            guard interface.viewNamers.isEmpty else {
                return
                    "\(analysis.name)'s \(interface.viewNamers.joined(separator: ", ")) names an implementation: the view knows more than the specification"
            }
            return
                "\(analysis.name): one \(interface.renderers.joined(separator: " and ")) over \(interface.name); a third list adds one implementation and changes \(counted(interface.namers.count, "existing type")) (\(interface.namers.map(\.name).joined(separator: ", ")))"
        }.joined(separator: "; ")
        return Claim(
            source: source, figure: figure, verdicts: verdicts,
            why: why
                + "; 000 chooses the implementation in the interface's own factory (`friendCellViewModelWithUser:`), so there a third list changes the interface, where here it changes the types named"
        )
    }

    /// An interface of a logic layer with several implementations, as one version writes it.
    private struct SharedInterface {
        let name: String
        /// The view-side types that keep a property of its type.
        let renderers: [String]
        let implementations: [String]
        /// The other types that name an implementation, each with its layer: those that choose one.
        let namers: [(name: String, layer: String)]
        let viewLayers: Set<String>

        /// The namers in the view layers: views that know more than the specification. The scene or
        /// the entry that makes a list is where an implementation is chosen.
        var viewNamers: [String] { namers.filter { viewLayers.contains($0.layer) }.map(\.name) }
    }

    /// The analysis's interface with the most implementations among those something renders: a view
    /// that keeps it, or, where no view does (MVC's cells take plain values), the other types that
    /// name it, which write the cell from it.
    private static func shared(in analysis: ArchitectureAnalysis) -> SharedInterface? {
        func renderers(_ interface: String, _ implementations: [String]) -> [String] {
            let keeping = analysis.viewsKeeping[interface] ?? []
            guard keeping.isEmpty else { return keeping }
            let inside = Set(implementations + [interface])
            return Set(
                analysis.edges.filter { GoodsClaims.name($0.to) == interface }.map { GoodsClaims.name($0.from) }
            ).subtracting(inside).sorted()
        }
        let candidates = analysis.implementations.filter {
            $0.value.count >= 2 && !renderers($0.key, $0.value).isEmpty
        }
        guard let (name, implementations) = candidates.max(by: { ($0.value.count, $1.key) < ($1.value.count, $0.key) })
        else { return nil }
        let inside = Set(implementations + [name])
        let layers = Dictionary(analysis.types.map { ($0.name, $0.layer) }) { first, _ in first }
        var namers: [String: String] = [:]
        for edge in analysis.edges where implementations.contains(GoodsClaims.name(edge.to)) {
            let from = GoodsClaims.name(edge.from)
            if !inside.contains(from) { namers[from] = layers[from] ?? "–" }
        }
        return SharedInterface(
            name: name, renderers: renderers(name, implementations), implementations: implementations,
            namers: namers.sorted { $0.key < $1.key }.map { (name: $0.key, layer: $0.value) },
            viewLayers: Set(analysis.declaration.viewLayers))
    }
}
