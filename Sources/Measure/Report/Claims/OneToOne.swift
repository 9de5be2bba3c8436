extension ClaimChecks {
    /// 000, summary 5: presenters and view models, many-to-many in theory, degrade to one-to-one.
    /// A view renders a presenter or view model when it keeps one as a property, the seed's
    /// `@property viewModel` that its Q&A names as the one-to-one worry; a view that only hands a
    /// row's view model on to its cell does not render it.
    static func oneToOne(_ layered: [ArchitectureAnalysis]) -> Claim {
        let source = "000, summary 5"
        let quote = "在MVP和MVVM中, V和P或者VM之间理论上是多对多的关系 … 但实际开发中P或者VM往往因为耦合了V层的展示逻辑退化成了一对一关系"
        let gloss =
            "In theory views and presenters or view models are many-to-many; in practice a P or VM couples to its view's display logic and degrades to one-to-one."
        let threshold =
            "counting, for each presenter or view model, the view types that keep a property of its type (the views that render it): not tested here while every one is rendered by one view type at most (one-to-one by construction); once one has two: holds when at least 75% still have exactly one, partly from 25%, does not hold below"
        guard !layered.isEmpty else { return untested(source, quote, gloss, threshold: threshold, missing: "layered") }
        let counts = layered.flatMap { analysis in
            analysis.viewsKeeping.sorted { $0.key < $1.key }.map { ($0.key, $0.value.count) }.filter { $0.1 > 0 }
        }
        let single = counts.count { $0.1 == 1 }
        let share = counts.isEmpty ? 0 : Double(single) / Double(counts.count)
        let verdict: Claim.Verdict =
            counts.allSatisfy({ $0.1 <= 1 })
            ? .notTestedHere : share >= 0.75 ? .holds : share >= 0.25 ? .partly : .doesNotHold
        return Claim(
            source: source, quote: quote, gloss: gloss,
            figure: "view types rendering each presenter / view model: "
                + counts.map { "\($0.0) \($0.1)" }.joined(separator: ", "),
            threshold: threshold, verdict: verdict,
            why: verdict == .notTestedHere
                ? "every module of this screen has one view, so each of the \(counts.count) presenters and view models is rendered by one view type by construction; the claim needs a module that a second view reuses"
                : "\(single) of \(counts.count) presenters and view models are rendered by exactly one view type")
    }
}
