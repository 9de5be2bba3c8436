import ChangeRequests
import SourceReading

/// The report's first screen: what each architecture costs and buys, in the figures the sections
/// below detail, each linking to its section, and a sentence per architecture built from them.
enum AtAGlanceSection {
    static func render(_ data: ReportData) -> [String] {
        let archs = data.analyses
        guard let baseline = archs.first else { return [] }
        let tests = Dictionary(data.testability.map { ($0.architecture, $0) }) { first, _ in first }
        var out = [
            "## At a glance", "",
            "Each figure measures the architecture and is detailed in the section its column links to. *Tested",
            "alone*: the logic cases (the same \(LogicCase.all.count) in every architecture) whose unit test, and the code",
            "it builds, names no UI kit type. What measures the suite rather than an architecture, how many planted bugs it catches, is in",
            "[its own section](#\(ReportHeadings.anchor(ReportHeadings.mutation))). Which to choose, by these figures:",
            "[the decision page](\(ReportPages.folder)/\(DecisionPage.name)).", "",
        ]
        out += Markdown.table(
            [
                "Architecture", "[Code lines](#\(ReportHeadings.anchor(ReportHeadings.size)))",
                "[Types](#\(ReportHeadings.anchor(ReportHeadings.size)))",
                "[Rule breaches](#\(ReportHeadings.anchor(ReportHeadings.coupling)))",
                "[Tested alone](#\(ReportHeadings.anchor(ReportHeadings.testability)))",
                "[Existing code edited, \(data.changes.count) changes](#\(ReportHeadings.anchor(ReportHeadings.changes)))",
            ],
            archs.map { a in
                [
                    "[\(a.name)](\(ReportPages.folder)/\(ArchitecturePage.name(a.name)))", "\(a.total.lines.code)",
                    "\(a.total.types)", a.breachesText,
                    tests[a.name].map { "\($0.kitFree) / \(LogicCase.all.count)" } ?? "–",
                    ChangeSection.edited(a.name, data.changes, data.analyses.map(\.name)),
                ]
            })
        out += [""]
        out += ScreenGrid.render(data)
        let verdicts = Dictionary(grouping: data.claims, by: \.verdict)
        let order: [Claim.Verdict] = [.holds, .partly, .differs, .doesNotHold, .notTestedHere]
        out += [
            "The articles' \(data.claims.count) claims, [checked](#\(ReportHeadings.anchor(ReportHeadings.claims))): "
                + order.compactMap { verdict in verdicts[verdict].map { "\($0.count) \(verdict.rawValue)" } }.joined(
                    separator: ", ") + ".", "",
        ]
        out += archs.map { a in
            let code = a.total.lines.code
            let ratio =
                a.name == baseline.name
                ? ""
                : " (\(Markdown.decimal(Double(code) / Double(max(1, baseline.total.lines.code))))× \(baseline.name))"
            let alone = tests[a.name].map { "\($0.kitFree) of \(LogicCase.all.count) logic cases tested alone" }
            return "- **\(a.name)** costs \(code) code lines\(ratio) in \(a.total.types) types, with "
                + "\(a.violationCount) rule breach\(a.violationCount == 1 ? "" : "es")"
                + (a.keptOnPurposeCount == 0 ? "" : " and \(a.keptOnPurposeCount) kept on purpose") + "; it buys "
                + (alone ?? "no logic case tested") + ", and edits "
                + ChangeSection.edited(a.name, data.changes, data.analyses.map(\.name))
                + " lines of existing code over the change requests."
        }
        return out + [""]
    }
}
