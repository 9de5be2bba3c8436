import Measure

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
            "the baseline did not measure the architecture.", "",
        ]
        let figures: [(String, (BenchFigures.Row) -> Double, (Double) -> String)] =
            after.actions.indices.map { index in
                ("time (ms): \(after.actions[index])", { $0.milliseconds[index] }, \.shownMilliseconds)
            } + [("peak memory (MB)", { $0.peakMegabytes }, Markdown.decimal)]
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
        _ figures: BenchFigures, _ architecture: String, _ rows: Int, _ value: (BenchFigures.Row) -> Double,
        _ format: (Double) -> String
    ) -> String {
        guard let row = figures.row(architecture, rows) else { return "–" }
        let base = after.baseArchitecture.flatMap { figures.row($0, rows) }.map(value)
        let ratio = base.map { $0 > 0 ? " (\(Markdown.decimal(value(row) / $0))×)" : "" } ?? ""
        return format(value(row)) + ratio
    }
}
