import ChangeRequests
import SourceReading

/// Article 000's closing advice, checked against the change requests: plain MVC handles most of
/// what a product asks, and MVP and MVVM are worth a try but not a rule.
enum ClosingAdvice {
    static let quote = "一般普通的MVC就能应对大部分的开发需求, 至于MVP和MVVM, 可以尝试, 但不要强制"
    static let gloss =
        "Plain MVC copes with most development needs; MVP and MVVM are worth trying, but do not force them."
    static let threshold =
        "holds when no change request's promise fails for the article's MVC and it edits no more than 25% more existing code over them than the architecture that edits the least; partly when one of the two; otherwise does not hold"

    static func verdict(_ data: ReportData, _ decision: Decision) -> (verdict: Claim.Verdict, why: String) {
        guard let mvc = data.analyses.firstIndex(where: { $0.declaration.claimRoles.contains(.mvc) }),
            let edited = decision.criteria.first(where: { $0.anchor == ReportHeadings.changes && $0.lowerIsBetter }),
            let figure = edited.figures[mvc], let least = edited.figures.compactMap({ $0 }).min()
        else { return (.notTestedHere, "no architecture plays the article's MVC, or no change request is measured") }
        let name = decision.architectures[mvc]
        let failed = data.changes.filter { $0.verdicts[safe: mvc]?.verdict == .doesNotHold }.map(\.shortTitle)
        let close = figure <= least * 1.25
        let verdict: Claim.Verdict = failed.isEmpty && close ? .holds : failed.isEmpty || close ? .partly : .doesNotHold
        let more = least == 0 ? "" : percent(figure / least - 1)
        let over = least == 0 ? "" : " (\(more) more than the least, \(DecisionPage.number(least)))"
        return (
            verdict,
            "\(name) edits \(DecisionPage.number(figure)) lines of existing code over the "
                + "\(data.changes.count) changes\(over); "
                + (failed.isEmpty
                    ? "no change's promise fails for it"
                    : "the promise fails for it on \(Decision.list(failed))")
        )
    }

    static func render(_ data: ReportData, _ decision: Decision) -> [String] {
        let (verdict, why) = verdict(data, decision)
        return [
            "> \(quote)", "", "*\(gloss)*", "", "Threshold: \(threshold).", "",
            "**\(verdict.rawValue)**: \(why).",
        ]
    }
}
