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
            "that times a refresh's release of the old page frees nothing and weighs nothing; a like weighs",
            "only noise.",
            "",
            "| Example | µs per row | bytes per row | objects per row |",
            "| --- | --- | --- | --- |",
        ]
        lines += examples.map {
            "| \($0.example) | \(Markdown.decimal($0.microsecondsPerRow)) | \(Int($0.bytesPerRow.rounded())) | "
                + "\($0.objectsPerRow.map(String.init) ?? "–") |"
        }
        if let plain = example(.mvvmCellViewModels), let bound = example(.mvvmBoundCells) {
            lines += [
                "",
                "MVVM's cell binds through its own observable `viewModel` slot, as the seed's `RACObserve(self,",
                "viewModel.x)` does: handing it the next row ends its registrations on the last one. What a row",
                "keeps once its cell has moved on: \(Int((bound.bytesPerRow - plain.bytesPerRow).rounded())) bytes "
                    + "above the row view model alone; rendering it cost "
                    + "\(Markdown.decimal(bound.microsecondsPerRow - plain.microsecondsPerRow)) µs.",
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
