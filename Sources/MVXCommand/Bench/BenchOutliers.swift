import Measure

/// Every figure at the largest size that stands more than 1.2× from the best architecture's for the
/// same action, each with its measured reason (``BenchReason``) when one is declared: the gap to
/// another architecture as measured in the screen, beside the gap the breakdown's examples predict.
struct BenchOutliers {
    static let threshold = 1.2

    let figures: BenchFigures

    func markdown() -> String {
        guard let rows = figures.sizes.max() else { return "" }
        var out = [
            "### Figures more than \(Markdown.decimal(Self.threshold))× the best, at \(rows) rows, and their measured reasons",
            "",
            "For each figure more than \(Markdown.decimal(Self.threshold))× the best architecture's, the gap to the architecture",
            "its reason compares with, as measured in the screen, and as the examples above predict it: their cost per",
            "row times the rows, the cells the action configured, or once. The share is predicted over measured: near",
            "100% the examples account for the gap; well below, they are only part of it; well above, they cost more",
            "alone than in the screen (colder caches, or work the screen skips), and show the cause more than its size.",
            "",
        ]
        var lines: [[String]] = []
        for (name, unit, value) in measuredFigures() {
            let values = figures.architectures.compactMap { architecture in
                figures.row(architecture, rows).map { (architecture, value($0)) }
            }
            guard let best = values.filter({ $0.1 > 0 }).min(by: { $0.1 < $1.1 }) else { continue }
            for (architecture, figure) in values where figure > best.1 * Self.threshold {
                let shown = "\(format(figure, unit)) (\(Markdown.decimal(figure / best.1))× \(best.0))"
                let reasons = BenchReason.all.filter { $0.figure == name && $0.architectures.contains(architecture) }
                guard !reasons.isEmpty else {
                    lines.append([label(name), architecture, shown, "no measured reason", "–", "–", "–"])
                    continue
                }
                for reason in reasons {
                    let gap = figures.row(reason.over, rows).map { figure - value($0) }
                    let predicted = predict(reason, architecture: architecture, rows: rows)
                    let share = gap.flatMap { gap in
                        predicted.map { gap > 0 ? "\(Int(($0 / gap * 100).rounded()))%" : "–" }
                    }
                    lines.append([
                        label(name), architecture, shown, reason.why,
                        gap.map { "\(format($0, unit)) over \(reason.over)" } ?? "–",
                        predicted.map { format($0, unit) } ?? "not measured", share ?? "–",
                    ])
                }
            }
        }
        guard !lines.isEmpty else { return (out + ["None."]).joined(separator: "\n") }
        out += Markdown.table(
            [
                "Figure", "Architecture", "Value (× the best)", "Measured reason", "Gap, measured", "Gap, predicted",
                "Share",
            ],
            lines)
        return out.joined(separator: "\n")
    }

    private enum Unit {
        case milliseconds, megabytes, objects
    }

    private func measuredFigures() -> [(BenchReason.Figure, Unit, (BenchFigures.Row) -> Double)] {
        figures.actions.indices.map { index in
            (.time(action: figures.actions[index]), .milliseconds, { $0.milliseconds[index] })
        }
            + BenchScenario.Part.allCases.flatMap {
                part -> [(BenchReason.Figure, Unit, (BenchFigures.Row) -> Double)] in
                [
                    (.peakMemory(part), .megabytes, { $0.peakMegabytes(part) ?? 0 }),
                    (.objects(part), .objects, { Double($0.objects(part) ?? 0) }),
                ]
            }
    }

    /// The reason's examples, per row, times what the architecture's pass did; nil without a breakdown.
    private func predict(_ reason: BenchReason, architecture: String, rows: Int) -> Double? {
        guard let breakdown = figures.breakdown, let row = figures.row(architecture, rows) else { return nil }
        func value(_ term: BenchReason.Term) -> Double? {
            guard let measured = breakdown.examples.first(where: { $0.example == term.example.label }) else {
                return nil
            }
            let perRow: Double?
            switch reason.figure {
            case .time: perRow = measured.microsecondsPerRow / 1000
            case .peakMemory: perRow = measured.bytesPerRow / 1_048_576
            case .objects: perRow = measured.objectsPerRow.map(Double.init)
            }
            let count: Int?
            switch term.per {
            case .rows: count = rows
            case .once: count = 1
            case .cellsConfigured:
                guard case .time(let action) = reason.figure, let index = figures.actions.firstIndex(of: action) else {
                    return nil
                }
                count = row.uiWork[safe: index]?.first
            }
            guard let perRow, let count else { return nil }
            return perRow * Double(count)
        }
        let added = reason.adds.map(value)
        let subtracted = reason.subtracts.map(value)
        guard !(added + subtracted).contains(where: { $0 == nil }) else { return nil }
        return added.compactMap { $0 }.reduce(0, +) - subtracted.compactMap { $0 }.reduce(0, +)
    }

    private func label(_ figure: BenchReason.Figure) -> String {
        switch figure {
        case .time(let action): "time: \(action)"
        case .peakMemory(let part): part.label("peak memory")
        case .objects(let part): part.label("objects")
        }
    }

    private func format(_ value: Double, _ unit: Unit) -> String {
        switch unit {
        case .milliseconds:
            abs(value) < 1 ? "\(Markdown.decimal(value * 1000)) µs" : "\(Markdown.decimal(value)) ms"
        case .megabytes: "\(Markdown.decimal(value)) MB"
        case .objects: "\(Int(value.rounded()))"
        }
    }
}
