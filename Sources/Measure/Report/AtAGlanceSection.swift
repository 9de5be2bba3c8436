/// The report's first screen: what each architecture costs and buys, in the figures the sections
/// below detail, each linking to its section, and a sentence per architecture built from them.
enum AtAGlanceSection {
    static func render(_ data: ReportData) -> [String] {
        let archs = data.analyses
        guard let baseline = archs.first else { return [] }
        let tests = Dictionary(data.testability.map { ($0.architecture, $0) }) { first, _ in first }
        var out = [
            "## At a glance", "",
            "Each figure is detailed in the section its column links to. *Tested alone*: the logic cases (the",
            "same \(LogicCase.all.count) in every architecture) whose unit test names no UI kit type. *Mutation*: the",
            "share of planted one-line bugs the behaviour suite catches.", "",
        ]
        out += Markdown.table(
            [
                "Architecture", "[Code lines](#\(ReportHeadings.anchor(ReportHeadings.size)))",
                "[Types](#\(ReportHeadings.anchor(ReportHeadings.size)))",
                "[Rule breaches](#\(ReportHeadings.anchor(ReportHeadings.coupling)))",
                "[Tested alone](#\(ReportHeadings.anchor(ReportHeadings.testability)))",
                "[Mutation](#\(ReportHeadings.anchor(ReportHeadings.mutation)))",
            ],
            archs.map { a in
                [
                    a.name, "\(a.total.lines.code)", "\(a.total.types)", "\(a.violationCount)",
                    tests[a.name].map { "\($0.kitFree) / \(LogicCase.all.count)" } ?? "–", mutation(a.name, data),
                ]
            })
        out += [""]
        if !data.screens.isEmpty {
            out += ["Code lines per screen (the screen's own folder):", ""]
            out += Markdown.table(
                ["Screen"] + archs.map(\.name),
                data.screens.map { screen in
                    ["\(screen.name) (\(screen.article))"]
                        + archs.map { a in
                            a.screens.first { $0.screen == screen.name }.map { "\($0.total.lines.code)" } ?? "–"
                        }
                })
            out += [""]
        }
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
                + "\(a.violationCount) rule breach\(a.violationCount == 1 ? "" : "es"); it buys "
                + (alone ?? "no logic case tested") + ", and the suite catches \(mutation(a.name, data)) of the bugs"
                + " planted in it."
        }
        return out + [""]
    }

    /// The architecture's mutation score over all its units, or why there is none.
    static func mutation(_ architecture: String, _ data: ReportData) -> String {
        guard let totals = data.mutation.totals(of: architecture) else { return "not measured" }
        let score =
            Markdown.decimal(totals.counted == 0 ? 0 : 100 * Double(totals.killed) / Double(totals.counted)) + "%"
        return totals.stale.isEmpty ? score : score + " (stale)"
    }
}
