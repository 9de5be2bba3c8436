import Measure

/// The breakdown's figures: per row, the time to build an example's rows and the heap bytes they
/// keep, medians over the rounds.
struct BenchBreakdownFigures: Codable {
    struct Row: Codable {
        let example: String
        let microsecondsPerRow: Double
        let bytesPerRow: Double
    }

    let rows: Int
    let examples: [Row]

    /// Each example's passes, one per round.
    init(rows: Int, passes: [(BenchBreakdown.Example, [BenchBreakdown.Result])]) {
        self.rows = rows
        examples = passes.map { example, results in
            Row(
                example: example.label,
                microsecondsPerRow: median(results.map { $0.milliseconds * 1000 / Double(rows) }),
                bytesPerRow: median(results.map { Double($0.bytes) / Double(rows) }))
        }
    }

    func markdown() -> String {
        var lines = [
            "### Where MVVM's rows go: the smallest examples (\(rows) rows)",
            "",
            "Each example builds one row object per blog, and nothing else, in a child process of its own;",
            "memory is what the process holds once the rows are built, above what it held before, per row",
            "(resident memory on Linux, the heap in use on macOS).",
            "The first three are each architecture's row type alone; the next three add what MVVM's binding",
            "through Observation leaves behind. The three after time only what a refresh pays per old row: its",
            "page's array letting go of each row object (memory: none freed). The last is the binding MVVM could",
            "have instead, cancelled on reuse.",
            "",
            "| Example | µs per row | bytes per row |",
            "| --- | --- | --- |",
        ]
        lines += examples.map {
            "| \($0.example) | \(Markdown.decimal($0.microsecondsPerRow)) | \(Int($0.bytesPerRow.rounded())) |"
        }
        if let plain = examples.first(where: { $0.example == BenchBreakdown.Example.mvvmCellViewModels.label }),
            let tracked = examples.first(where: { $0.example == BenchBreakdown.Example.mvvmTrackedOnce.label })
        {
            lines += [
                "",
                "One Observation registration left on a row view model, as a reused cell leaves it (Observation",
                "cannot cancel a `withObservationTracking` before its object changes): "
                    + "\(Int((tracked.bytesPerRow - plain.bytesPerRow).rounded())) bytes and "
                    + "\(Markdown.decimal(tracked.microsecondsPerRow - plain.microsecondsPerRow)) µs. A row shown in two",
                "windows of the list keeps two until it changes.",
            ]
        }
        if let bound = examples.first(where: { $0.example == BenchBreakdown.Example.mvvmBoundCells.label }),
            let cancelled = examples.first(where: { $0.example == BenchBreakdown.Example.mvvmCancelledOnReuse.label })
        {
            lines += [
                "",
                "A cell can end its registration when it is reused, by reading its row through an observable slot of",
                "its own: setting the slot fires the old tracking, and Observation then removes it from the row too.",
                "That keeps \(Int(cancelled.bytesPerRow.rounded())) bytes per row where a registration left behind keeps "
                    + "\(Int(bound.bytesPerRow.rounded())), and costs "
                    + "\(Markdown.decimal(cancelled.microsecondsPerRow - bound.microsecondsPerRow)) µs more per row",
                "(a second registrar, and the cancelling) on every reuse. MVVM here keeps the faster binding.",
            ]
        }
        return lines.joined(separator: "\n")
    }
}
