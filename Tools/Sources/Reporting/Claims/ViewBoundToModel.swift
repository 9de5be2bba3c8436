import ChangeRequests
import SourceReading

extension ClaimChecks {
    /// 000, "MVC之消失的C层": the massive version's cells take the model, so they cannot be reused.
    static func viewBoundToModel(_ baseline: ArchitectureAnalysis?) -> Claim {
        let source = "000, MVC之消失的C层: the cells"
        guard let baseline else { return untested(source, missing: "baseline") }
        let views = baseline.types.filter { baseline.declaration.viewLayers.contains($0.layer) && $0.kind != .protocol }
        let bound = views.filter { view in
            baseline.edges.contains {
                $0.from == "\(baseline.name).\(view.name)" && baseline.layerOfType[$0.to] == Layer.model
            }
        }
        let verdict: Claim.Verdict =
            views.isEmpty
            ? .notTestedHere : bound.count == views.count ? .holds : bound.isEmpty ? .doesNotHold : .partly
        return Claim(
            source: source,
            figure:
                "\(baseline.name) view types naming a model type: \(bound.count) of \(views.count) (\(bound.map(\.name).joined(separator: ", ")))",
            verdict: verdict,
            why: verdict == .holds
                ? "each cell names its model type, the breach MVC's rule forbids (section 2 lists each version's breaches)"
                : verdict == .notTestedHere
                    ? "the baseline declares no view type"
                    : "\(views.count - bound.count) view type(s) take display values instead")
    }
}
