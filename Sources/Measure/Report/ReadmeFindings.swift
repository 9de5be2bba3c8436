import Foundation

/// The README's headline findings: what the separation costs, what it buys and how the articles'
/// claims fare, in the report's figures, each linking to its section. `mvx report` writes them
/// between the README's two markers and `--check` fails when they are stale, so the README's first
/// screen never states a figure by hand.
public enum ReadmeFindings {
    public static let begin = "<!-- mvx report: findings, generated; do not edit between these lines -->"
    public static let end = "<!-- mvx report: end of findings -->"

    public struct MissingMarkers: Error {
        public let description =
            "README.md has no findings block; put the lines \"\(begin)\" and \"\(end)\" where they go"

        public init() {}
    }

    /// The README with its findings block replaced by today's findings.
    public static func spliced(_ readme: String, _ data: ReportData) throws -> String {
        var lines = readme.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: begin),
            let stop = lines[start...].firstIndex(of: end)
        else { throw MissingMarkers() }
        lines.replaceSubrange((start + 1)..<stop, with: render(data))
        return lines.joined(separator: "\n")
    }

    static func render(_ data: ReportData) -> [String] {
        let archs = data.analyses
        guard let baseline = archs.first, archs.count > 1 else { return [] }
        let report = "REPORT.md#"
        let separated = archs.dropFirst()
        let ratios = separated.map { a in
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

    /// "a", "a and b", "a, b and c".
    private static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
