import SourceReading

/// The end of section 1 of REPORT.md: each architecture's cyclomatic complexity, summed and as a
/// distribution, per architecture, per screen and per layer.
enum ComplexitySection {
    /// The distribution's buckets: a function with no decision, then growing ranges.
    static let buckets: [(title: String, range: ClosedRange<Int>)] = [
        ("at 1", 1...1), ("at 2–3", 2...3), ("at 4–5", 4...5), ("at 6–10", 6...10), ("above 10", 11...Int.max),
    ]

    static func render(_ analyses: [ArchitectureAnalysis], screens: [ReportData.Screen]) -> [String] {
        var out = [
            "", "### Cyclomatic complexity", "",
            "Per function, McCabe's number: 1 plus its decision points, with SwiftLint's `cyclomatic_complexity`",
            "definition of a decision (`if`, `guard`, `for`, `while`, `repeat`, `catch`, each `case` and `default`",
            "of a `switch`, one less per `fallthrough`; `&&`, `||`, `??` and `?:` are not decisions). A closure",
            "counts in its function. Unlike SwiftLint, accessors, computed properties and `deinit` are functions",
            "too, since a view model's computed output is logic. Counted from the lexer's tokens; the suite checks",
            "every function of the \(analyses.count) architectures against the compiler's parse of it (`swiftc -dump-parse`).",
            "*Sum* adds every function's number: a function that decides nothing still counts one.", "",
        ]
        let header = ["Functions", "Sum", "Mean", "Max"] + buckets.map(\.title)
        out += Markdown.table(["Architecture"] + header, analyses.map { [$0.name] + cells($0.total) })
        let order = screens.map(\.name) + [ArchitectureAnalysis.common]
        out += ["", "Per screen:", ""]
        out += Markdown.table(
            ["Screen", "Architecture"] + header,
            order.flatMap { screen in
                analyses.compactMap { a in
                    a.screens.first { $0.screen == screen }.map { [screen, a.name] + cells($0.total) }
                }
            })
        guard screens.isEmpty else {
            return out + ["", "Each screen's complexity per layer is on the screen's page (section 8).", ""]
        }
        out += ["", "<details><summary>Per screen and layer</summary>", ""]
        out += Markdown.table(
            ["Screen", "Architecture", "Layer"] + header,
            order.flatMap { screen in
                analyses.flatMap { a in
                    (a.screens.first { $0.screen == screen }?.layers ?? []).map {
                        [screen, a.name, $0.name] + cells($0)
                    }
                }
            })
        out += ["", "</details>", ""]
        return out
    }

    /// One screen's complexity per architecture and layer: the screen page's complexity.
    static func screenLayers(_ analyses: [ArchitectureAnalysis], screen: String) -> [String] {
        Markdown.table(
            ["Architecture", "Layer", "Functions", "Sum", "Mean", "Max"] + buckets.map(\.title),
            analyses.flatMap { a in
                (a.screens.first { $0.screen == screen }?.layers ?? []).map { [a.name, $0.name] + cells($0) }
            })
    }

    private static func cells(_ size: ArchitectureAnalysis.Size) -> [String] {
        let values = size.complexities
        let mean = values.isEmpty ? "–" : Markdown.decimal(Double(size.complexity) / Double(values.count))
        return ["\(values.count)", "\(size.complexity)", mean, "\(values.max() ?? 0)"]
            + buckets.map { bucket in "\(values.count { bucket.range.contains($0) })" }
    }
}
