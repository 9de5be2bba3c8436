import ChangeRequests
import SourceReading

/// "A screen like yours": each screen's own figures per architecture, and the architecture the
/// decision's rule picks from them, so a reader with a cart-like screen reads the cart's answer
/// rather than the six screens summed.
enum ScreenGrid {
    /// One screen's figures, per architecture in the report's order (nil where there is none).
    struct Figures {
        var code: [Double?]
        var tested: [Double?]
        var files: [Double?]
        /// Existing code edited by the change requests on this screen; all nil when none touches it.
        var edited: [Double?]
        var editedBand: Double
    }

    static let header =
        "**A screen like yours.** Each screen's own figures, per architecture: its code lines · its logic"
        + " cases tested alone · the files one action on it runs · the existing code its change requests"
        + " edited (– where none touches it). The verdict is the decision page's rule applied to these"
        + " four alone, the baseline aside: where it differs from the page's, the screen's kind matters."

    /// The decision's rule over one screen's figures.
    static func decision(_ figures: Figures, architectures: [String], baseline: Int?) -> Decision {
        Decision(
            architectures: architectures,
            criteria: [
                .init(name: "code lines", anchor: "", lowerIsBetter: true, figures: figures.code),
                .init(name: "tested alone", anchor: "", lowerIsBetter: false, figures: figures.tested),
                .init(name: "files to follow", anchor: "", lowerIsBetter: true, figures: figures.files),
                .init(
                    name: "code edited", anchor: "", lowerIsBetter: true, figures: figures.edited,
                    band: figures.editedBand),
            ], baseline: baseline)
    }

    static func figures(_ screen: ReportData.Screen, _ data: ReportData) -> Figures {
        let names = data.analyses.map(\.name)
        let tests = Dictionary(data.testability.map { ($0.architecture, $0) }) { first, _ in first }
        let cases = LogicCase.all.indices.filter { LogicCase.all[$0].screen == screen.name }
        let changes = data.changes.filter { $0.screens.contains(screen.name) }
        return Figures(
            code: data.analyses.map { a in
                a.screens.first { $0.screen == screen.name }.map { Double($0.total.lines.code) }
            },
            tested: names.map { name in
                tests[name].map { t in
                    Double(cases.count { t.costs.indices.contains($0) && t.costs[$0]?.isKitFree == true })
                }
            },
            files: names.map { name in
                data.actionTraces?.traces.first { $0.architecture == name && $0.screen == screen.name }
                    .map { Double($0.files.count) }
            },
            edited: names.indices.map { index in
                let costs = changes.map { $0.costs[safe: index] ?? nil }
                return costs.isEmpty || costs.contains { $0 == nil }
                    ? nil : Double(costs.compactMap { $0?.codeEdited }.reduce(0, +))
            },
            editedBand: AuthorNoise(changes, architectures: names.count).edited)
    }

    /// Each screen's verdict, "MVP = TEA", or "–" where the rule picks none.
    static func verdicts(_ data: ReportData) -> [String] {
        let names = data.analyses.map(\.name)
        return data.screens.map { screen in
            let picks = decision(figures(screen, data), architectures: names, baseline: data.baseline).verdict.picks
            return picks.isEmpty ? "–" : picks.map { names[$0] }.joined(separator: " = ")
        }
    }

    /// The grid, with its header on REPORT.md and a short one on a page of `docs/report` (`onPage`).
    static func render(_ data: ReportData, onPage: Bool = false) -> [String] {
        let names = data.analyses.map(\.name)
        let verdicts = verdicts(data)
        let rows = data.screens.enumerated().map { index, screen -> [String] in
            let figures = figures(screen, data)
            let cases = LogicCase.all.count { $0.screen == screen.name }
            // Two figures a line, each pair kept whole, so a cell reads at GitHub's width.
            let cells = names.indices.map { index in
                let pair = { (one: String, two: String) in "\(one)\u{00A0}·\u{00A0}\(two)" }
                return pair(
                    figures.code[index].map { DecisionPage.number($0) } ?? "–",
                    figures.tested[index].map { "\(DecisionPage.number($0))/\(cases)" } ?? "–")
                    + "<br>"
                    + pair(
                        figures.files[index].map { DecisionPage.number($0) } ?? "–",
                        figures.edited[index].map { DecisionPage.number($0) } ?? "–")
            }
            let link = onPage ? "\(screen.name).md" : "\(ReportPages.folder)/\(screen.name).md"
            return ["[\(screen.name)](\(link)) (\(screen.article)):<br>\(screen.trait)"] + cells + [verdicts[index]]
        }
        let intro =
            onPage
            ? "Per screen, the same rule on the four figures every screen has (code lines · tested alone · files"
                + " to follow · code its changes edited), as REPORT.md's first screen shows them:"
            : header
        let headers = Decision.headers(names, baseline: data.baseline)
        return [intro, ""] + Markdown.table(["Screen"] + headers + ["Verdict"], rows) + [""]
    }

    /// The verdict per kind of screen, in a line: "a derived total (Cart): MVP; …".
    static func byTrait(_ data: ReportData) -> String {
        let answers = zip(data.screens, verdicts(data)).map { screen, verdict in
            "\(screen.trait) (\(screen.name)): \(verdict == "–" ? "no verdict" : verdict)"
        }
        return "**Per kind of screen**: " + answers.joined(separator: "; ") + "."
    }
}
