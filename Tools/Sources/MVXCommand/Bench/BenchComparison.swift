import SourceReading

/// Before and after: a run of `mvx bench --json` saved earlier (the baseline) beside this run, at
/// the largest size both measured, each figure with its ratio to the MVC role's architecture, so a change's effect reads
/// in one table.
struct BenchComparison {
    let label: String
    let before: BenchFigures
    let after: BenchFigures

    func markdown() -> String {
        guard let rows = Set(before.sizes).intersection(after.sizes).max() else {
            return "### Before and after\n\nThe baseline (\(label)) shares no size with this run.\n"
        }
        var out = [
            "### Before and after, at \(rows) rows", "",
            "Before: \(label). Each cell reads before → after, with the ratio to \(after.baseArchitecture ?? "none") in brackets; – where",
            "the baseline did not measure the architecture or the action.", "",
        ]
        // An action is found by its name: a baseline saved before an action was measured has none.
        let figures: [(String, (BenchFigures, BenchFigures.Row) -> Double?, (Double) -> String)] =
            after.actions.map { action in
                (
                    "time (ms): \(action)",
                    { figures, row in figures.actions.firstIndex(of: action).map { row.milliseconds[$0] } },
                    \.shownMilliseconds
                )
            }
            + BenchScenario.Part.allCases.map { part in
                (part.label("peak memory (MB)"), { _, row in row.peakMegabytes(part) }, Markdown.decimal)
            }
        out += Markdown.table(
            ["Figure"] + after.architectures,
            figures.map { name, value, format in
                [name]
                    + after.architectures.map { architecture in
                        "\(shown(before, architecture, rows, value, format)) → \(shown(after, architecture, rows, value, format))"
                    }
            })
        return out.joined(separator: "\n") + "\n"
    }

    private func shown(
        _ figures: BenchFigures, _ architecture: String, _ rows: Int,
        _ value: (BenchFigures, BenchFigures.Row) -> Double?, _ format: (Double) -> String
    ) -> String {
        guard let row = figures.row(architecture, rows), let figure = value(figures, row) else { return "–" }
        let base = after.baseArchitecture.flatMap { figures.row($0, rows) }.flatMap { value(figures, $0) }
        let ratio = base.map { $0 > 0 ? " (\(Markdown.decimal(figure / $0))×)" : "" } ?? ""
        return format(figure) + ratio
    }
}
