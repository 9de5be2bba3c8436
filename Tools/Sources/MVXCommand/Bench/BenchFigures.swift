import Reporting
import SourceReading

/// The benchmark's figures: medians over the rounds with their spread (min–max), each compared with
/// the architecture that declares the article's MVC role, and how each grows from 1 000 to 10 000 rows.
struct BenchFigures: Codable {
    /// One architecture at one size.
    struct Row: Codable {
        let architecture: String
        let rows: Int
        /// Median milliseconds per action, in the order of `BenchScenario.actions`.
        let milliseconds: [Double]
        /// The fastest and slowest round of each action; nil in runs saved before spreads were kept.
        let millisecondsSpread: [Spread]?
        /// Median peak resident memory of the screens part's process, in megabytes.
        let peakMegabytes: Double
        /// Objects the profile keeps with every page loaded.
        let objects: Int
        /// UI work per action: cells configured, rows reloaded, full reloads, label writes, the
        /// navigation bar's writes.
        let uiWork: [[Int]]
        /// The goods part's peak memory and the objects the goods home page keeps with every page
        /// loaded; nil in runs saved before the goods were measured.
        let goodsPeakMegabytes: Double?
        let goodsObjects: Int?

        func peakMegabytes(_ part: BenchScenario.Part) -> Double? {
            switch part {
            case .screens: peakMegabytes
            case .goods: goodsPeakMegabytes
            }
        }

        func objects(_ part: BenchScenario.Part) -> Int? {
            switch part {
            case .screens: objects
            case .goods: goodsObjects
            }
        }
    }

    /// The fastest and the slowest of the rounds.
    struct Spread: Codable, Equatable {
        let min: Double
        let max: Double

        init(_ values: [Double]) {
            min = values.min() ?? 0
            max = values.max() ?? 0
        }

        /// Whether the two ranges share no value: only then do two figures differ.
        func isApart(from other: Spread) -> Bool { RuntimeFigures.apart(min...max, other.min...other.max) }
    }

    /// Where the passes of one architecture, size and part are kept.
    struct PassKey: Hashable {
        let architecture: String
        let rows: Int
        let part: BenchScenario.Part
    }

    let architectures: [String]
    /// The architecture the ratios are to: the one whose `architecture.json` plays `mvc`. Runs
    /// saved before it was recorded have none.
    let baseArchitecture: String?
    let sizes: [Int]
    let rounds: Int
    let actions: [String]
    let results: [Row]

    init(
        architectures: [String], baseArchitecture: String?, sizes: [Int], rounds: Int,
        passes: [PassKey: [BenchScenario.Result]]
    ) {
        self.architectures = architectures
        self.baseArchitecture = baseArchitecture
        self.sizes = sizes
        self.rounds = rounds
        actions = BenchScenario.actions
        results = sizes.flatMap { rows in
            architectures.map { name in
                func runs(_ part: BenchScenario.Part) -> [BenchScenario.Result] {
                    passes[PassKey(architecture: name, rows: rows, part: part)] ?? []
                }
                func peak(_ part: BenchScenario.Part) -> Double {
                    median(runs(part).map { Double($0.peakKilobytes) / 1024 })
                }
                return Row(
                    architecture: name, rows: rows,
                    milliseconds: BenchScenario.Part.allCases.flatMap { part in
                        part.actions.indices.map { index in median(runs(part).map { $0.milliseconds[index] }) }
                    },
                    millisecondsSpread: BenchScenario.Part.allCases.flatMap { part in
                        part.actions.indices.map { index in Spread(runs(part).map { $0.milliseconds[index] }) }
                    },
                    peakMegabytes: peak(.screens), objects: runs(.screens).last?.objects ?? 0,
                    uiWork: BenchScenario.Part.allCases.flatMap { runs($0).last?.uiWork ?? [] },
                    goodsPeakMegabytes: peak(.goods), goodsObjects: runs(.goods).last?.objects)
            }
        }
    }

    /// The times at the largest size, for the decision page.
    func runtime(date: String) -> RuntimeFigures? {
        guard let rows = sizes.max() else { return nil }
        var times: [String: [RuntimeFigures.Time]] = [:]
        for name in architectures {
            guard let row = row(name, rows), let spreads = row.millisecondsSpread else { return nil }
            times[name] = zip(row.milliseconds, spreads).map { .init(median: $0, min: $1.min, max: $1.max) }
        }
        return RuntimeFigures(rows: rows, rounds: rounds, date: date, actions: actions, times: times)
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
            "row (the median, each unread one's receipt answered). In a process of its own, so that its peak memory",
            "is its own: 004's goods home page with as many goods, open it and load every page, scroll through from",
            "the top, like each visible row (the median, its answer included), pull to refresh. Passes are interleaved",
            "across architectures and sizes; \(rounds) rounds.", "",
            "These figures time the headless kit, not UIKit: no pixel is drawn and no layout engine runs, so",
            "they measure the work each architecture's own code asks for (the objects it makes, the cells it",
            "configures, the labels it writes) and how it grows with the rows, not how fast a phone shows the",
            "screen. Read them as one architecture against another on the same machine, never as frame times.",
            "",
            "### Wall time (ms)", "",
            "Each cell is the median, then the fastest and slowest round. Beside it, against",
            "\(baseArchitecture ?? "none") (the architecture that plays the article's MVC): the ratio where the",
            "two ranges do not overlap, which is then a difference; ≈ where they overlap, which is not one.", "",
        ]
        out += perAction { rows, index, name in
            spreadCell(name, rows, index)
        }
        out += [
            "", "### Peak resident memory of the pass (MB) and objects kept with every page loaded", "",
            "The profile's list in the screens part, the goods home page's in the goods part. Objects per row are",
            "the objects added from the size before, over the rows added.", "",
        ]
        out += Markdown.table(
            ["Rows", "Figure"] + architectures,
            sizes.flatMap { rows in BenchScenario.Part.allCases.flatMap { memoryLines(rows, $0) } })
        out += [
            "",
            "### UI work per action (cells configured / rows reloaded / full reloads / label writes / bar's writes)",
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
                + BenchScenario.Part.allCases.flatMap { part in
                    [
                        [part.label("peak memory")]
                            + architectures.map {
                                growth(row($0, 1_000)?.peakMegabytes(part), row($0, 10_000)?.peakMegabytes(part))
                            },
                        [part.label("objects")]
                            + architectures.map {
                                growth(
                                    row($0, 1_000)?.objects(part).map(Double.init),
                                    row($0, 10_000)?.objects(part).map(Double.init))
                            },
                    ]
                }
                + [
                    ["cells configured, open + load all"]
                        + architectures.map {
                            growth(
                                row($0, 1_000).map { Double($0.uiWork[0][0]) },
                                row($0, 10_000).map { Double($0.uiWork[0][0]) })
                        }
                ])
        for like in BenchScenario.Part.allCases.map(\.likeAction) {
            guard let index = actions.firstIndex(of: like) else { continue }
            out += ["", "\(like.prefix(1).uppercased() + like.dropFirst()), UI work the same at every size:", ""]
            out += architectures.map { name in
                let likes = sizes.compactMap { row(name, $0)?.uiWork[safe: index] }
                return "- \(name): "
                    + (Set(likes.map { $0.description }).count == 1
                        ? "yes (\(likes.first!.map(String.init).joined(separator: " / ")))" : "no")
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// The part's peak memory, objects and objects per row at one size, a column per architecture.
    private func memoryLines(_ rows: Int, _ part: BenchScenario.Part) -> [[String]] {
        let base = baseArchitecture ?? ""
        let peak = architectures.map {
            cell(row($0, rows)?.peakMegabytes(part), base: row(base, rows)?.peakMegabytes(part))
        }
        let objects = architectures.map { name -> String in
            let count: Int? = row(name, rows)?.objects(part)
            let baseCount: Int? = row(base, rows)?.objects(part)
            return cell(count.map(Double.init), base: baseCount.map(Double.init), decimals: false)
        }
        let perRow = architectures.map {
            cell(objectsPerRow($0, rows, part), base: objectsPerRow(base, rows, part))
        }
        return [
            ["\(rows)", part.label("peak memory")] + peak, ["\(rows)", part.label("objects")] + objects,
            ["\(rows)", part.label("objects per row")] + perRow,
        ]
    }

    /// The objects the part's list keeps per row added since the size before; nil at the smallest.
    func objectsPerRow(_ architecture: String, _ rows: Int, _ part: BenchScenario.Part) -> Double? {
        guard let index = sizes.firstIndex(of: rows), index > 0,
            let objects = row(architecture, rows)?.objects(part),
            let before = row(architecture, sizes[index - 1])?.objects(part)
        else { return nil }
        return Double(objects - before) / Double(rows - sizes[index - 1])
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

    /// An action's median and spread, compared with the base architecture's.
    private func spreadCell(_ architecture: String, _ rows: Int, _ index: Int) -> String {
        guard let row = row(architecture, rows), let value = row.milliseconds[safe: index] else { return "–" }
        var shown = value.shownMilliseconds
        let spread = row.millisecondsSpread?[safe: index]
        if let spread { shown += " (\(spread.min.shownMilliseconds)–\(spread.max.shownMilliseconds))" }
        guard let base = baseArchitecture, base != architecture, let baseRow = self.row(base, rows),
            let baseValue = baseRow.milliseconds[safe: index], baseValue > 0
        else { return shown }
        guard let spread, let baseSpread = baseRow.millisecondsSpread?[safe: index] else {
            return "\(shown), \(Markdown.decimal(value / baseValue))×"
        }
        return spread.isApart(from: baseSpread) ? "\(shown), \(Markdown.decimal(value / baseValue))×" : "\(shown), ≈"
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
