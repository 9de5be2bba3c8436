import ChangeRequests
import SourceReading

/// The "Cost of a change" part of REPORT.md: one table, change × architecture, each cell the
/// existing code the change edited, its new code and the article's promise for it, linking to the
/// change's page (``ChangePage``). `mvx change` prints one change's rows (``table(_:architectures:)``).
public enum ChangeSection {
    public static func render(_ changes: [ChangeReport], architectures: [String]) -> [String] {
        var out = [
            "## \(ReportHeadings.changes)", "",
            "Each change request in `Changes/` comes from a passage of the articles, which its REQUEST.md quotes,"
                + " with its contract, and built in every architecture as a diff against its code and unit"
                + " tests, the way that architecture's developer would write it; code every architecture shares has a"
                + " diff of its own and costs none of them.",
            "Lines are counted as a reader reads them: code only, a wrapped line once, whitespace ignored, so"
                + " re-indenting or re-wrapping costs nothing. A cell reads *existing code edited / new code*, then the"
                + " verdict on the article's promise by its REQUEST.md's threshold: in bold for the architectures the"
                + " article made it for, in parentheses, as information, for the others. It links to the change's page.",
            "`swift run --package-path Tools mvx change <name> --check`, which CI runs, passes the whole suite and"
                + " the change's specs on the patched copy.", "",
        ]
        guard !changes.isEmpty else { return out + ["No change request yet.", ""] }
        out += [provenance(changes), ""]
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
                        return "[\(cost.codeEdited) / \(cost.newFileCode)](\(link)) "
                            + verdict(pair.1, promised: change.isPromised(to: name))
                    }
            })
        out += ["", "Over every change, existing code edited: " + totals(changes, architectures) + ".", ""]
        out += columns(changes, architectures)
        return out
    }

    /// The whole cost over every change, in columns, and how far a second author's diffs lie from
    /// the first's: the noise of "existing code edited".
    static func columns(_ changes: [ChangeReport], _ architectures: [String]) -> [String] {
        let measured = changes.filter { $0.secondCosts != nil }
        var out = [
            "The whole cost, over every change. *Existing code edited* (the figure above and the decision's) is"
                + " the code added to existing files plus their lines changed or removed; *written* adds the new files."
                + " Unit-test lines are those the diffs write or edit; *change logic tested alone* counts the tests"
                + " the diffs mark as the change's own logic (`/// ChangeCase:`), and of those the ones that, with the"
                + " code they build, name no UI kit type, as the logic cases are judged.",
            "The *author spread* is the sum, over the \(measured.count) changes a second author also wrote from"
                + " REQUEST.md and the code alone, of how far the two authors' existing code edited lie apart: a"
                + " difference within it is a tie.", "",
        ]
        out += Markdown.table(
            [
                "Architecture", "Added to existing files", "Existing lines changed or removed", "New code", "Written",
                "Unit-test lines", "Change logic tested alone", "Author spread (edited)",
            ],
            architectures.enumerated().map { index, name in
                let costs = changes.compactMap { $0.costs[safe: index] ?? nil }
                func sum(_ figure: (ChangeCost) -> Int) -> String { "\(costs.map(figure).reduce(0, +))" }
                let spreads = measured.compactMap { $0.authorSpread(index) }
                let caseTests = changes.compactMap { $0.caseTests[safe: index] ?? nil }
                let written = caseTests.map(\.written).reduce(0, +)
                return [
                    name, sum(\.codeInserted), sum(\.codeRemoved), sum(\.newFileCode), sum(\.codeWritten),
                    sum(\.testCode),
                    written == 0 ? "none written" : "\(caseTests.map(\.alone).reduce(0, +)) of \(written)",
                    spreads.isEmpty ? "not measured" : "±\(spreads.reduce(0, +)) over \(spreads.count)",
                ]
            })
        return out + [""]
    }

    /// Where the changes come from, as their REQUEST.md's say: "Of the 7 change requests, 2 are …".
    static func provenance(_ changes: [ChangeReport]) -> String {
        let count = { (kind: ChangeRequest.Provenance) in changes.count { $0.provenance == kind } }
        return "Of the \(changes.count) change requests, \(count(.story)) tell an article's own story, "
            + "\(count(.adaptation)) \(count(.adaptation) == 1 ? "adapts" : "adapt") an article's example, and "
            + "\(count(.principle)) make a principle an article states into a concrete change."
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
        var rows = zip(architectures, zip(change.costs, change.verdicts)).map { name, pair in
            pair.0.map { row($0, pair.1, promised: change.isPromised(to: name)) }
                ?? [name, "–", "–", "–", "–", "–", "no diff: not built"]
        }
        for (index, second) in (change.secondCosts ?? []).enumerated() {
            guard let second else { continue }
            var cells = row(second, nil, name: "\(second.name) (second author)")
            cells[cells.count - 1] = change.authorSpread(index).map { "spread ±\($0)" } ?? "–"
            rows.append(cells)
        }
        return Markdown.table(
            [
                "Code", "Existing code edited (by layer)", "New files (code lines)", "Existing types touched",
                "Unit tests edited / added", "Promise",
            ], rows + (change.shared.map { [row($0, nil)] } ?? []))
    }

    /// "**holds**" where the article made the promise for the architecture, "(holds)" elsewhere.
    static func verdict(_ verdict: ChangeVerdict, promised: Bool) -> String {
        promised ? "**\(verdict.verdict.rawValue)**" : "(\(verdict.verdict.rawValue))"
    }

    private static func row(_ cost: ChangeCost, _ verdict: ChangeVerdict?, promised: Bool = false, name: String? = nil)
        -> [String]
    {
        let layers = cost.layersEdited.map { "\($0) \(cost.editedByLayer[$0] ?? 0)" }.joined(separator: ", ")
        return [
            name ?? cost.name,
            cost.codeEdited == 0 ? "0" : "\(cost.codeEdited): \(layers)",
            "\(cost.filesAdded.count) (\(cost.newFileCode))",
            cost.typesTouched.isEmpty
                ? "none"
                : "\(cost.typesTouched.count): " + cost.typesTouched.map(MarkdownCells.code).joined(separator: ", "),
            "\(cost.testsEdited) / \(cost.testsAdded)",
            verdict.map { "\(Self.verdict($0, promised: promised)): \($0.why)" + (promised ? "" : " (not promised)") }
                ?? "–",
        ]
    }
}
