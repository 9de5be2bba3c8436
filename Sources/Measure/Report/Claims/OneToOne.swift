extension ClaimChecks {
    /// 000, summary 5: presenters and view models, many-to-many in theory, degrade to one-to-one.
    static func oneToOne(_ layered: [ArchitectureAnalysis]) -> Claim {
        let source = "000, summary 5"
        let quote = "在MVP和MVVM中, V和P或者VM之间理论上是多对多的关系 … 但实际开发中P或者VM往往因为耦合了V层的展示逻辑退化成了一对一关系"
        let gloss =
            "In theory views and presenters or view models are many-to-many; in practice a P or VM couples to its view's display logic and degrades to one-to-one."
        let threshold =
            "not tested here while every presenter or view model is rendered by one view type at most (one-to-one by construction); once one has two: holds when at least 75% still have exactly one, partly from 25%, does not hold below"
        guard !layered.isEmpty else { return untested(source, quote, gloss, threshold: threshold, missing: "layered") }
        let counts = layered.flatMap { analysis in
            let declared = analysis.declaration
            let views = Set(
                analysis.types.filter { declared.viewLayers.contains($0.layer) }.map { "\(analysis.name).\($0.name)" })
            return analysis.types.filter { declared.logicLayers.contains($0.layer) && $0.kind != .protocol }
                .map { type in
                    let id = "\(analysis.name).\(type.name)"
                    return (
                        type.name,
                        Set(analysis.edges.filter { $0.to == id && views.contains($0.from) }.map(\.from)).count
                    )
                }
                .filter { $0.1 > 0 }
        }
        let single = counts.count { $0.1 == 1 }
        let share = counts.isEmpty ? 0 : Double(single) / Double(counts.count)
        let verdict: Claim.Verdict =
            counts.allSatisfy({ $0.1 <= 1 })
            ? .notTestedHere : share >= 0.75 ? .holds : share >= 0.25 ? .partly : .doesNotHold
        return Claim(
            source: source, quote: quote, gloss: gloss,
            figure: "view types naming each presenter / view model: "
                + counts.map { "\($0.0) \($0.1)" }.joined(separator: ", "),
            threshold: threshold, verdict: verdict,
            why: verdict == .notTestedHere
                ? "every module of this screen has one view, so each of the \(counts.count) presenters and view models is rendered by one view type by construction; the claim needs a module that a second view reuses"
                : "\(single) of \(counts.count) presenters and view models are rendered by exactly one view type")
    }
}
