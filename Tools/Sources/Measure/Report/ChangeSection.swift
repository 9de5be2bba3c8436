/// The "Cost of a change" part of REPORT.md: one table, change × architecture, each cell the
/// existing code the change edited, its new code and the article's promise for it, linking to the
/// change's page (``ChangePage``). `mvx change` prints one change's rows (``table(_:architectures:)``).
public enum ChangeSection {
    public static func render(_ changes: [ChangeReport], architectures: [String]) -> [String] {
        var out = [
            "## \(ReportHeadings.changes)", "",
            "Each change request in `Changes/` is one the articles tell, written once in SCENARIO.md and built in",
            "every architecture as a diff against its code and unit tests, the way that architecture's developer",
            "would write it; code every architecture shares (model, API, fake server, kit) has a diff of its own",
            "and costs none of them. A cell reads *existing code edited / new code*, in code lines (a changed line",
            "counts once), then the verdict on the article's promise for that change, by the threshold its",
            "REQUEST.md states; it links to the change's page, which details files, layers, types and unit tests.",
            "`swift run --package-path Tools mvx change <name> --check`, which CI runs, builds each and passes the",
            "whole suite and the change's specs on the patched copy.", "",
        ]
        guard !changes.isEmpty else { return out + ["No change request yet.", ""] }
        out += Markdown.table(
            ["Change (screen)"] + architectures,
            changes.map { change in
                [
                    "[\(change.shortTitle)](\(ReportPages.folder)/\(ChangePage.name(change)))"
                        + (change.screens.isEmpty ? "" : " (\(change.screens.joined(separator: ", ")))")
                ]
                    + zip(architectures, zip(change.costs, change.verdicts)).map { name, pair in
                        guard let cost = pair.0 else { return "not built" }
                        let link = "\(ReportPages.folder)/\(ChangePage.name(change))#\(ReportHeadings.anchor(name))"
                        return "[\(cost.codeEdited) / \(cost.newFileCode)](\(link)) \(pair.1.verdict.rawValue)"
                    }
            })
        out += ["", "Over every change, existing code edited: " + totals(changes, architectures) + ".", ""]
        return out
    }

    /// Each architecture's existing code edited over every change, "MVC 12, MVP 30".
    static func totals(_ changes: [ChangeReport], _ architectures: [String]) -> String {
        architectures.map { "\($0) " + edited($0, changes, architectures) }.joined(separator: ", ")
    }

    /// One architecture's existing code edited over every change, "12", or "12 (3 of 4 built)".
    static func edited(_ architecture: String, _ changes: [ChangeReport], _ architectures: [String]) -> String {
        guard let index = architectures.firstIndex(of: architecture) else { return "–" }
        let costs = changes.compactMap { $0.costs[safe: index] ?? nil }
        return "\(costs.map(\.codeEdited).reduce(0, +))"
            + (costs.count < changes.count ? " (\(costs.count) of \(changes.count) built)" : "")
    }

    /// One row per architecture, then the shared code's.
    public static func table(_ change: ChangeReport, architectures: [String]) -> [String] {
        let rows = zip(architectures, zip(change.costs, change.verdicts)).map { name, pair in
            pair.0.map { row($0, pair.1) } ?? [name, "–", "–", "–", "–", "–", "no diff: not built"]
        }
        return Markdown.table(
            [
                "Code", "Existing code edited (by layer)", "New files (code lines)", "Existing types touched",
                "Unit tests edited / added", "Promise",
            ], rows + (change.shared.map { [row($0, nil)] } ?? []))
    }

    private static func row(_ cost: ChangeCost, _ verdict: ChangeVerdict?) -> [String] {
        let layers = cost.layersEdited.map { "\($0) \(cost.editedByLayer[$0] ?? 0)" }.joined(separator: ", ")
        return [
            cost.name,
            cost.codeEdited == 0 ? "0" : "\(cost.codeEdited): \(layers)",
            "\(cost.filesAdded.count) (\(cost.newFileCode))",
            cost.typesTouched.isEmpty
                ? "none"
                : "\(cost.typesTouched.count): " + cost.typesTouched.map(MarkdownCells.code).joined(separator: ", "),
            "\(cost.testsEdited) / \(cost.testsAdded)",
            verdict.map { "**\($0.verdict.rawValue)**: \($0.why)" } ?? "–",
        ]
    }
}
