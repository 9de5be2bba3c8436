import Measure

/// The breakdown's figures: per row, the time to build an example's rows, the memory they keep and,
/// for a row type alone, the objects it is made of; medians over the rounds.
struct BenchBreakdownFigures: Codable {
    struct Row: Codable {
        let example: String
        let microsecondsPerRow: Double
        let bytesPerRow: Double
        let objectsPerRow: Int?
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
                bytesPerRow: median(results.map { Double($0.bytes) / Double(rows) }),
                objectsPerRow: results.last?.objectsPerRow)
        }
    }

    func markdown() -> String {
        var lines = [
            "### The smallest examples (\(rows) rows)",
            "",
            "Each example builds one row object per blog, and only what its name says (a cell shown, a like, a",
            "release), in a child process of its own; memory is what the process holds once the rows are built,",
            "above what it held before, per row",
            "(resident memory on Linux, the heap in use on macOS), and objects what one row is made of. An example",
            "that times a refresh's release of the old page frees nothing and weighs nothing; a like's search weighs",
            "only noise.",
            "",
            "| Example | µs per row | bytes per row | objects per row |",
            "| --- | --- | --- | --- |",
        ]
        lines += examples.map {
            "| \($0.example) | \(Markdown.decimal($0.microsecondsPerRow)) | \(Int($0.bytesPerRow.rounded())) | "
                + "\($0.objectsPerRow.map(String.init) ?? "–") |"
        }
        if let plain = example(.mvvmCellViewModels), let tracked = example(.mvvmTrackedOnce) {
            lines += [
                "",
                "One Observation registration left on a row view model, as a reused cell leaves it (Observation",
                "cannot cancel a `withObservationTracking` before its object changes): "
                    + "\(Int((tracked.bytesPerRow - plain.bytesPerRow).rounded())) bytes and "
                    + "\(Markdown.decimal(tracked.microsecondsPerRow - plain.microsecondsPerRow)) µs. A row shown in two",
                "windows of the list keeps two until it changes.",
            ]
        }
        if let tracked = example(.mvvmTrackedOnce), let cancelled = example(.mvvmCancelledOnReuse) {
            lines += [
                "",
                "A cell can end its registration when it is reused, by reading its row through an observable slot of",
                "its own: setting the slot fires the old tracking, and Observation then removes it from the row too.",
                "That keeps \(Int(cancelled.bytesPerRow.rounded())) bytes per row where a registration left behind keeps "
                    + "\(Int(tracked.bytesPerRow.rounded())), in \(Markdown.decimal(cancelled.microsecondsPerRow)) µs per row "
                    + "against \(Markdown.decimal(tracked.microsecondsPerRow)).",
                "MVVM here keeps the plain binding the seed describes, and the registrations it leaves behind.",
            ]
        }
        if let plain = example(.mvcDropped), let weakly = example(.mvcDroppedHeldWeakly) {
            lines += [
                "",
                "A weak reference, once it has pointed at an object, leaves it a side table for life, and every later",
                "retain and release of the object takes the runtime's slow path: a refresh lets go of a row in "
                    + "\(Markdown.decimal(weakly.microsecondsPerRow * 1000)) ns",
                "with one, \(Markdown.decimal(plain.microsecondsPerRow * 1000)) ns without. The bench counts a screen's objects "
                    + "without a weak reference for this reason.",
            ]
        }
        return lines.joined(separator: "\n")
    }

    private func example(_ example: BenchBreakdown.Example) -> Row? {
        examples.first { $0.example == example.label }
    }
}
