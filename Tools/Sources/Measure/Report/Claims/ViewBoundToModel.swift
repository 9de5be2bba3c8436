extension ClaimChecks {
    /// 000, "MVC之消失的C层": the massive version's cells take the model, so they cannot be reused.
    static func viewBoundToModel(_ baseline: ArchitectureAnalysis?) -> Claim {
        let source = "000, MVC之消失的C层: the cells"
        let quote = "作为V的两个cell直接耦合了M(blog/draft), 这意味着这两个V的输入被绑死到了相应的M上, 复用无从谈起."
        let gloss =
            "The two cells, which are V, are coupled to M (blog, draft) directly: their input is tied to those models, so reusing them is out of the question."
        let threshold =
            "holds: every type of the baseline's view layers names a model type; partly: some do; does not hold: none does"
        guard let baseline else { return untested(source, quote, gloss, threshold: threshold, missing: "baseline") }
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
            source: source, quote: quote, gloss: gloss,
            figure:
                "\(baseline.name) view types naming a model type: \(bound.count) of \(views.count) (\(bound.map(\.name).joined(separator: ", ")))",
            threshold: threshold, verdict: verdict,
            why: verdict == .holds
                ? "each cell names its model type, the breach MVC's rule forbids (section 2 lists each version's breaches)"
                : verdict == .notTestedHere
                    ? "the baseline declares no view type"
                    : "\(views.count - bound.count) view type(s) take display values instead")
    }
}
