import ChangeRequests
import SourceReading

/// The decision page (`docs/report/Decision.md`) and the README's sentence from it: the criteria,
/// each architecture's figure and rank, the rule, the advice it gives, and 000's closing advice
/// checked against the change requests.
public enum DecisionPage {
    static let name = "Decision.md"

    /// The criteria, from the report's figures, each with its noise band.
    static func decision(_ data: ReportData) -> Decision {
        let names = data.analyses.map(\.name)
        let tests = Dictionary(data.testability.map { ($0.architecture, $0.kitFree) }) { first, _ in first }
        let edited: [Double?] = names.indices.map { index in
            let costs = data.changes.map { $0.costs[safe: index] ?? nil }
            return costs.contains(where: { $0 == nil }) || costs.isEmpty
                ? nil : Double(costs.compactMap { $0?.codeEdited }.reduce(0, +))
        }
        let authors = AuthorNoise(data.changes, architectures: names.count)
        return Decision(
            architectures: names,
            criteria: [
                .init(
                    name: "the least code to write", anchor: ReportHeadings.size, lowerIsBetter: true,
                    figures: data.analyses.map { Double($0.total.lines.code) }, how: "code lines over the six screens"),
                .init(
                    name: "logic tested without a screen", anchor: ReportHeadings.testability, lowerIsBetter: false,
                    figures: names.map { tests[$0].map(Double.init) },
                    how: "the logic cases (of \(LogicCase.all.count)) whose unit test, and the code it builds, names no"
                        + " UI kit type"),
                .init(
                    name: "the least existing code edited by the change requests", anchor: ReportHeadings.changes,
                    lowerIsBetter: true, figures: edited, band: authors.edited,
                    noise: authors.describe(authors.edited, "lines"),
                    how: "code lines of existing files edited over the \(data.changes.count) change requests, a line"
                        + " the formatter wrapped counted once"),
            ]
                + (data.actionTraces.map { traces in
                    [
                        .init(
                            name: actionsCriterion, anchor: "", page: ActionsPage.name, lowerIsBetter: true,
                            figures: names.map { traces.filesOpened($0).map(Double.init) },
                            how: "the files of its own code that one action per screen runs, from the tap to the"
                                + " server and back, summed over the six screens, a file of the architecture's"
                                + " common code counted once")
                    ]
                } ?? [])
                + (data.runtime.map { runtime in
                    let band = runtime.band
                    return [
                        .init(
                            name: runtimeCriterion, anchor: "", page: "../lab/BENCHMARKS.md", lowerIsBetter: true,
                            figures: names.map(runtime.slowdown), unit: "×", band: band,
                            noise: "the bench's rounds: half the widest span, over the architectures, between the "
                                + "slowdown from each action's slowest and fastest round (±\(number(band))×)",
                            how: "how many times the fastest it is over the \(runtime.felt.count) of the bench's"
                                + " \(runtime.actions.count) actions at \(runtime.rows) rows whose fastest median is"
                                + " \(number(RuntimeFigures.floor)) ms or more (a person feels none of the others), the"
                                + " geometric mean of its median over the fastest, counting 1 where the two ranges of"
                                + " \(runtime.rounds) rounds meet. The bench times the headless kit, not UIKit (bench of"
                                + " \(runtime.date.prefix(10)))")
                    ]
                } ?? []),
            baseline: data.baseline)
    }

    static let runtimeCriterion = "the least time in its own code"
    static let actionsCriterion = "the fewest files to follow one action"

    /// The README's decision line: the verdict, as the page opens with it.
    static func summary(_ data: ReportData) -> [String] {
        let decision = decision(data)
        guard !decision.architectures.isEmpty else { return ["No architecture measured."] }
        return [
            "**Which architecture, for list screens like these?** " + DecisionVerdict.sentence(decision)
                + " The [decision page](\(ReportPages.folder)/\(name)) gives every figure, its noise and rank,"
                + " and each other architecture's case."
        ]
    }

    /// The tour's closing: the verdict and the answer per kind of screen, linked from `docs/`.
    static func closing(_ data: ReportData) -> [String] {
        let decision = decision(data)
        guard !decision.architectures.isEmpty else { return ["No architecture measured."] }
        return [
            "**The [decision page](report/\(name))'s verdict today:** " + DecisionVerdict.sentence(decision), "",
            ScreenGrid.byTrait(data),
        ]
    }

    static func render(_ data: ReportData) -> (path: String, text: String) {
        let decision = decision(data)
        var out = [
            "# Which architecture for a screen like yours", "",
            "Generated by `swift run --package-path Tools mvx report` with [REPORT.md](../../REPORT.md); do not edit.",
            "",
            DecisionVerdict.sentence(decision), "",
            "The criteria a team weighs when it picks an architecture for list screens like these six: each",
            "architecture's figure, then its rank after `#` (1 is the best; `=` marks a rank shared within the",
            "criterion's noise band). Each criterion links to the section of the report, or the page, that says",
            "how it is measured.", "",
        ]
        out += Markdown.table(
            ["Criterion", "Noise band"] + decision.headers,
            decision.criteria.map { criterion in
                [
                    "[\(criterion.name)](\(criterion.page ?? "../../REPORT.md#" + ReportHeadings.anchor(criterion.anchor)))",
                    criterion.band == 0 ? "exact" : "±\(number(criterion.band))\(criterion.unit)",
                ]
                    + criterion.figures.indices.map { index in
                        guard let figure = criterion.figures[index], let rank = criterion.ranks[index] else {
                            return "–"
                        }
                        return "\(number(figure))\(criterion.unit) #\(rank)\(criterion.isTied(index) ? "=" : "")"
                    }
            })
        out += ["", "How each figure is measured, and its noise:", ""]
        out += decision.criteria.map { "- *\($0.name)*: \($0.how); noise: \($0.noise)." }
        out += ["", "## The verdict and each case", "", Decision.rule, ""]
        out += DecisionVerdict.cases(decision).map { "- \($0)" }
        if let sensitivity = DecisionVerdict.sensitivity(decision) { out += ["", sensitivity] }
        out +=
            [""]
            + FeltTimeSection.render(
                data.runtime, architectures: data.architectures, headers: decision.headers, traces: data.actionTraces,
                twins: data.benchTwins)
        out += [
            "## Measured, not weighed", "",
            "- Test code per logic case (REPORT.md's testability section): it counts how a suite is written more than"
                + " what the architecture makes possible, and the logic tested alone already weighs testability.",
            "- Time and promises per screen: the bench and the change requests do not cover every screen alike,"
                + " so the grid below weighs each screen on the four figures every screen has.",
            promises(data),
            "",
            "## A screen like yours", "",
        ]
        out += ScreenGrid.render(data, onPage: true) + [ScreenGrid.byTrait(data)]
        out += ["", "## 000's closing advice, checked", ""] + ClosingAdvice.render(data, decision) + [""]
        let unweighed =
            (data.actionTraces == nil
                ? ["The files and types a reader opens to follow one action: `mvx trace` has not stored them."] : [])
            + (data.runtime == nil
                ? [
                    "The time each architecture's own code takes: the bench has not stored its figures (`mvx bench --write`)."
                ]
                : [])
        if !unweighed.isEmpty { out += ["## Not weighed yet", ""] + unweighed + [""] }
        return (path: "\(ReportPages.folder)/\(name)", text: out.joined(separator: "\n"))
    }

    /// The articles' promises for the change requests: each is scored for the architectures it was
    /// made for only, so no figure compares all six.
    static func promises(_ data: ReportData) -> String {
        let kept = data.analyses.enumerated().compactMap { index, analysis -> String? in
            let made = data.changes.filter { $0.isPromised(to: analysis.name) }
            guard !made.isEmpty else { return nil }
            let held = made.count { $0.verdicts[safe: index]?.verdict == .holds }
            return "\(analysis.name) \(held) of \(made.count)"
        }
        let none = data.analyses.map(\.name).filter { name in !data.changes.contains { $0.isPromised(to: name) } }
        return "- The articles' promises for the change requests: each was made for one or two architectures, and"
            + " the others' verdicts are information, so no figure compares the six. Kept, of those made for it: "
            + (kept.isEmpty ? "none measured" : kept.joined(separator: ", "))
            + (none.isEmpty ? "" : "; none made for \(Decision.list(none))") + "."
    }

    /// A count as a whole number, any other figure with its decimals.
    static func number(_ figure: Double) -> String {
        figure.rounded() == figure ? "\(Int(figure))" : Markdown.decimal(figure)
    }
}
