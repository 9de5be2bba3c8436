import Measure

/// The benchmark's figures: medians over the rounds, each also as a ratio to the architecture
/// that declares the article's MVC role, and how each grows from 1 000 to 10 000 rows.
struct BenchFigures: Codable {
    /// One architecture at one size.
    struct Row: Codable {
        let architecture: String
        let rows: Int
        /// Median milliseconds per action, in the order of `BenchScenario.actions`.
        let milliseconds: [Double]
        /// Median peak resident memory of the pass's process, in megabytes.
        let peakMegabytes: Double
        /// Objects the screen keeps with every page loaded.
        let objects: Int
        /// UI work per action: cells configured, rows reloaded, full reloads, label writes, the
        /// navigation bar title's writes.
        let uiWork: [[Int]]
    }

    let architectures: [String]
    /// The architecture the ratios are to: the one whose `architecture.json` plays `mvc`. Runs
    /// saved before it was recorded have none.
    let baseArchitecture: String?
    let sizes: [Int]
    let rounds: Int
    let actions: [String]
    let results: [Row]
    /// The smallest examples behind the row figures, when they were measured.
    let breakdown: BenchBreakdownFigures?

    init(
        architectures: [String], baseArchitecture: String?, sizes: [Int], rounds: Int,
        passes: [String: [BenchScenario.Result]], breakdown: BenchBreakdownFigures? = nil
    ) {
        self.architectures = architectures
        self.baseArchitecture = baseArchitecture
        self.breakdown = breakdown
        self.sizes = sizes
        self.rounds = rounds
        actions = BenchScenario.actions
        results = sizes.flatMap { rows in
            architectures.map { name in
                let runs = passes["\(name) \(rows)"] ?? []
                return Row(
                    architecture: name, rows: rows,
                    milliseconds: BenchScenario.actions.indices.map { index in
                        median(runs.map { $0.milliseconds[index] })
                    },
                    peakMegabytes: median(runs.map { Double($0.peakKilobytes) / 1024 }),
                    objects: runs.last?.objects ?? 0, uiWork: runs.last?.uiWork ?? [])
            }
        }
    }

    func row(_ architecture: String, _ rows: Int) -> Row? {
        results.first { $0.architecture == architecture && $0.rows == rows }
    }

    func markdown() -> String {
        var out: [String] = []
        out += [
            "Each pass runs in its own process: a warm-up at 100 rows, then open the screen and load every page",
            "(pages of 10), scroll through the list once, like one row, pull to refresh. A like's time is the median",
            "of a like on each visible row, its UI work the first like's. Then 003's cart with as many items as",
            "rows: open it, \"+\" on each visible row (the median; the total follows each), five deletions of the",
            "first row (the median); the UI work is the first one's. Then 002's system messages, as many as rows:",
            "open them (the answer included, so MVVM's frame model per message, made on load as 002 makes them,",
            "counts there, where the others lay out a row when the table asks), and \"查看详情\" on each visible",
            "row (the median, each unread one's receipt answered). Passes are interleaved",
            "across architectures and sizes; \(rounds) rounds; medians. Ratios are to \(baseArchitecture ?? "none")"
                + " (the architecture that plays the article's MVC).", "",
            "### Wall time (ms)", "",
        ]
        out += perAction { rows, index, name in
            cell(
                row(name, rows)?.milliseconds[index], base: row(baseArchitecture ?? "", rows)?.milliseconds[index],
                shown: \.shownMilliseconds)
        }
        out += ["", "### Peak resident memory of the pass (MB) and objects kept with every page loaded", ""]
        out += Markdown.table(
            ["Rows", "Figure"] + architectures,
            sizes.flatMap { rows in
                [
                    ["\(rows)", "peak memory"]
                        + architectures.map {
                            cell(row($0, rows)?.peakMegabytes, base: row(baseArchitecture ?? "", rows)?.peakMegabytes)
                        },
                    ["\(rows)", "objects"]
                        + architectures.map {
                            cell(
                                row($0, rows).map { Double($0.objects) },
                                base: row(baseArchitecture ?? "", rows).map { Double($0.objects) }, decimals: false)
                        },
                ]
            })
        out += [
            "",
            "### UI work per action (cells configured / rows reloaded / full reloads / label writes / total's writes)",
            "",
        ]
        out += perAction { rows, index, name in
            row(name, rows)?.uiWork[safe: index].map { $0.map(String.init).joined(separator: " / ") } ?? "–"
        }
        out += [
            "", "### Growth from 1 000 to 10 000 rows",
            "", "The rows grow 10×; a figure that grows more than 12× (10× with a fifth for noise) is flagged.", "",
        ]
        out += Markdown.table(
            ["Figure"] + architectures,
            actions.indices.map { index in
                ["time: \(actions[index])"]
                    + architectures.map {
                        growth(row($0, 1_000)?.milliseconds[index], row($0, 10_000)?.milliseconds[index])
                    }
            }
                + [
                    ["peak memory"]
                        + architectures.map { growth(row($0, 1_000)?.peakMegabytes, row($0, 10_000)?.peakMegabytes) },
                    ["objects"]
                        + architectures.map {
                            growth(
                                row($0, 1_000).map { Double($0.objects) }, row($0, 10_000).map { Double($0.objects) })
                        },
                    ["cells configured, open + load all"]
                        + architectures.map {
                            growth(
                                row($0, 1_000).map { Double($0.uiWork[0][0]) },
                                row($0, 10_000).map { Double($0.uiWork[0][0]) })
                        },
                ])
        out += ["", "Like one row, UI work the same at every size:", ""]
        out += architectures.map { name in
            let likes = sizes.compactMap { row(name, $0)?.uiWork[safe: 2] }
            return "- \(name): "
                + (Set(likes.map { $0.description }).count == 1
                    ? "yes (\(likes.first!.map(String.init).joined(separator: " / ")))" : "no")
        }
        if let breakdown { out += ["", breakdown.markdown(), "", BenchOutliers(figures: self).markdown()] }
        return out.joined(separator: "\n") + "\n"
    }

    /// A table with a line per size and action and a column per architecture.
    private func perAction(_ value: (_ rows: Int, _ action: Int, _ architecture: String) -> String) -> [String] {
        Markdown.table(
            ["Rows", "Action"] + architectures,
            sizes.flatMap { rows in
                actions.indices.map { index in
                    ["\(rows)", actions[index]] + architectures.map { value(rows, index, $0) }
                }
            })
    }

    private func cell(
        _ value: Double?, base: Double?, decimals: Bool = true, shown format: (Double) -> String = Markdown.decimal
    ) -> String {
        guard let value else { return "–" }
        let shown = decimals ? format(value) : "\(Int(value))"
        guard let base, base > 0 else { return shown }
        return "\(shown) (\(Markdown.decimal(value / base))×)"
    }

    private func growth(_ small: Double?, _ large: Double?) -> String {
        guard let small, let large, small > 0 else { return "–" }
        let ratio = large / small
        return Markdown.decimal(ratio) + "×" + (ratio > 12 ? " ⚠︎ grows faster than the rows" : "")
    }

}

/// The middle value, or the mean of the two middle ones.
func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
