import ChangeRequests
import Foundation
import SourceReading

/// The blocks of hand-written pages that the report writes: the README's verdict, headline findings
/// (what the separation costs, what it buys, how the articles' claims fare) and the differential
/// sessions' reach, and the tour's closing verdict. `mvx report` writes each between its two
/// markers and `--check` fails when one is stale, so no page states a figure by hand.
public enum GeneratedBlocks {
    public enum Block: String, CaseIterable, Sendable {
        case decision
        case findings
        case sessionReach = "session reach"
        case verdict

        public var begin: String { "<!-- mvx report: \(rawValue), generated; do not edit between these lines -->" }
        public var end: String { "<!-- mvx report: end of \(rawValue) -->" }

        /// The page the block is on, from the root.
        public var page: String {
            switch self {
            case .decision, .findings, .sessionReach: RepositoryPaths.readme
            case .verdict: RepositoryPaths.tour
            }
        }

        func render(_ data: ReportData) -> [String] {
            switch self {
            case .decision: DecisionPage.summary(data)
            case .findings: GeneratedBlocks.findings(data)
            case .sessionReach: GeneratedBlocks.reach(data)
            case .verdict: DecisionPage.closing(data)
            }
        }
    }

    /// The pages that hold blocks, from the root.
    public static var pages: [String] {
        Block.allCases.map(\.page).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// The page with each of its blocks replaced by today's figures.
    public static func spliced(_ text: String, page: String, _ data: ReportData) throws(LabError) -> String {
        var lines = text.components(separatedBy: "\n")
        for block in Block.allCases where block.page == page {
            guard let start = lines.firstIndex(of: block.begin), let stop = lines[start...].firstIndex(of: block.end)
            else {
                throw LabError(
                    "\(page) has no \(block.rawValue) block; put the lines \"\(block.begin)\" and \"\(block.end)\""
                        + " where it goes")
            }
            lines.replaceSubrange((start + 1)..<stop, with: block.render(data))
        }
        return lines.joined(separator: "\n")
    }

    static func findings(_ data: ReportData) -> [String] {
        let archs = data.analyses
        guard let baseline = archs.first, archs.count > 1 else { return [] }
        let report = "REPORT.md#"
        let ratios = archs.dropFirst().map { a in
            "\(a.name) \(Markdown.decimal(Double(a.total.lines.code) / Double(max(1, baseline.total.lines.code))))×"
        }
        let tests = Dictionary(data.testability.map { ($0.architecture, $0.kitFree) }) { first, _ in first }
        let byTested = Dictionary(grouping: archs.map(\.name)) { tests[$0] ?? 0 }
            .sorted { $0.key > $1.key }
            .map { "\(list($0.value)) \($0.key)" }
        let verdicts = Dictionary(grouping: data.claims, by: \.verdict)
        let order: [Claim.Verdict] = [.holds, .partly, .differs, .doesNotHold, .notTestedHere]
        let counts = order.compactMap { verdict in verdicts[verdict].map { "\($0.count) \(verdict.rawValue)" } }
        return [
            "1. **Separating the layers costs code.** Against the massive view controller's lines, the same",
            "   six screens take \(list(ratios)) ([size](\(report)\(ReportHeadings.anchor(ReportHeadings.size)))).",
            "2. **What it buys is logic tested without a screen.** Of the same \(LogicCase.all.count) logic cases, the",
            "   unit tests beside each architecture check without any UI kit type: \(list(byTested))",
            "   ([testability](\(report)\(ReportHeadings.anchor(ReportHeadings.testability)))).",
            "3. **The articles' \(data.claims.count) claims, measured on the code they speak of:** \(list(counts))",
            "   ([claims](\(report)\(ReportHeadings.anchor(ReportHeadings.claims)))).",
        ]
    }

    /// Per interleaving, the share of each list screen's suite sessions that reach it; "–" where the
    /// screen cannot make it.
    static func reach(_ data: ReportData) -> [String] {
        guard let first = data.sessionReach.first else { return ["No session reach measured."] }
        return Markdown.table(
            ["Interleaving"] + data.sessionReach.map { "\($0.screen) (\($0.sessions))" },
            first.counts.indices.map { index in
                [first.counts[index].interleaving]
                    + data.sessionReach.map { figure in
                        guard let sessions = figure.counts[index].sessions else { return "–" }
                        let share = figure.sessions == 0 ? 0 : 100 * sessions / figure.sessions
                        return "\(share)% (\(sessions))"
                    }
            })
    }

    /// "a", "a and b", "a, b and c".
    private static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
