import ChangeRequests
import SourceReading

extension ClaimChecks {
    /// 003, 1.2: MVP's redraw is asked for from several places, and a cell's event reaches the
    /// controller through two delegates (the cell's delegate is the presenter, whose delegate is the
    /// controller). Measured on the cart: the call sites of each version's declared redraw call
    /// (`redrawCalls` in its `architecture.json`) and the longest chain of callbacks from a cell,
    /// through delegates or blocks (``DelegateChain``).
    static func presenterRedrawCallers(_ callbacks: ArchitectureAnalysis?, _ binding: [ArchitectureAnalysis]) -> Claim {
        let source = "003, MVP中的V"
        guard let callbacks, !binding.isEmpty else {
            return untested(
                source, missing: callbacks == nil ? "callbacks" : "binding")
        }
        func hops(_ a: ArchitectureAnalysis) -> Int { max(0, a.delegateChain.count - 1) }
        func calls(_ a: ArchitectureAnalysis) -> String {
            a.declaration.redrawCalls.isEmpty
                ? "declares none (observed state)" : "`\(a.declaration.redrawCalls.joined(separator: "`, `"))`"
        }
        let figure = ([callbacks] + binding).map { a in
            "\(a.name): redraw call \(calls(a)), made in \(counted(a.redrawCallSites.count, "place")); chain "
                + (a.delegateChain.isEmpty ? "–" : a.delegateChain.joined(separator: " → "))
                + " (\(counted(hops(a), "hop")))"
        }.joined(separator: "; ")
        let verdict: Claim.Verdict
        if callbacks.redrawCallSites.count < 2 || hops(callbacks) < 2 {
            verdict = .doesNotHold
        } else if binding.allSatisfy({
            $0.redrawCallSites.count < callbacks.redrawCallSites.count && hops($0) < hops(callbacks)
        }) {
            verdict = .holds
        } else {
            verdict = .partly
        }
        let why =
            "\(callbacks.name) asks for a redraw in \(callbacks.redrawCallSites.count) places ("
            + callbacks.redrawCallSites.joined(separator: ", ") + "), each path that changes the data, "
            + "and a cell's event reaches its controller in \(counted(hops(callbacks), "hop")); "
            + binding.map { "\($0.name) in \($0.redrawCallSites.count) and \(counted(hops($0), "hop"))" }
            .joined(separator: ", ")
            + ". 003's second call site, `LMDataSource`'s `reloadData:` block, has no counterpart here: no version's data source changes the rows (the cells' buttons do), so each of \(callbacks.name)'s calls is its presenter's"
        return Claim(
            source: source, figure: figure, verdict: verdict, why: why
        )
    }
}
