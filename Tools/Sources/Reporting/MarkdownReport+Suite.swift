import MutationTesting
import SourceReading

/// The suite's sections: testability from the unit tests, the spec matrix and the mutation scores.
extension MarkdownReport {
    static func testabilitySection(_ data: ReportData) -> [String] {
        var out = [
            "## \(ReportHeadings.testability)", "",
            "Each architecture has a unit-test target, `Tests/<Arch>Tests`, with one test per logic case, written as",
            "that architecture's developer would (MVP with spy views, MVVM on view-model state, MVC with a table and",
            "cells where it needs them, MassiveMVC through its one screen). Measured from the test code: the code lines",
            "a case needs (the test, its suite's set-up, and every helper and test type it uses), the UI kit types it",
            "names, and the classes it builds. A case is reached without the kit when its test names no kit type and",
            "no class it builds reaches one through the types its code names (002's frame model measures with `UIFont`). A",
            "cell reads the code lines, then \"no kit\" or how many kit types; which ones is folded below.",
            "",
        ]
        let archs = data.testability
        func cell(_ cost: UnitTestCost?, _ reason: String?) -> String {
            guard let cost else { return reason.map { "no test: \($0)" } ?? "no test" }
            return "\(cost.codeLines) · " + (cost.isKitFree ? "no kit" : "\(cost.kitTypes.count) kit types")
        }
        let screens = LogicCase.screens
        var rows: [[String]] = []
        for screen in screens {
            let indices = LogicCase.all.indices.filter { LogicCase.all[$0].screen == screen }
            for index in indices {
                rows.append(
                    [screen, LogicCase.all[index].title] + archs.map { cell($0.costs[index], $0.missingReason) })
            }
            let kitFree: [String] = archs.map { a in
                "**\(indices.count { a.costs[$0]?.isKitFree == true }) / \(indices.count)**"
            }
            let code: [String] = archs.map { a in
                String(indices.compactMap { a.costs[$0]?.codeLines }.reduce(0, +))
            }
            rows.append(["", "**\(screen): reached without the kit**"] + kitFree)
            rows.append(["", "\(screen): code lines"] + code)
        }
        rows.append(
            ["All", "**Reached without the kit**"] + archs.map { "**\($0.kitFree) / \(LogicCase.all.count)**" })
        rows.append(
            ["All", "Code lines, all cases"] + archs.map { "\($0.costs.compactMap { $0?.codeLines }.reduce(0, +))" })
        out += Markdown.table(["Screen", "Logic case"] + archs.map(\.architecture), rows)
        out += [
            "",
            "The kit types each test names, the classes it builds and where it is: "
                + "[\(ReportPages.unitTests)](\(ReportPages.folder)/\(ReportPages.unitTests)).", "",
        ]
        return out
    }

    /// Every spec of the screen, its outcome in each architecture.
    static func specTable(_ matrix: SpecMatrix, screen: String, only names: [String]? = nil) -> [String] {
        Markdown.table(
            ["Suite", "Spec"] + matrix.architectures,
            matrix.specs.filter { $0.screen == screen && names.map(Set.init)?.contains($0.name) != false }.map { spec in
                [spec.suite, spec.name.replacingPipes]
                    + spec.outcomes.map { $0 == .passed ? "✅" : $0 == .failed ? "❌" : "–" }
            })
    }

    static func specSection(_ data: ReportData) -> [String] {
        let matrix = data.specMatrix
        let passed = matrix.specs.reduce(0) { $0 + $1.outcomes.count { $0 == .passed } }
        var out = [
            "## 4. Spec matrix", "",
            "From a run of `swift test` (Swift Testing's event stream), not from a list: \(matrix.specs.count) specs × \(matrix.architectures.count) architectures, \(passed) passed.",
            "",
        ]
        let screens = matrix.specs.firstOccurrences(of: \.screen)
        for screen in screens {
            let specs = matrix.specs.filter { $0.screen == screen }
            let green = specs.allSatisfy { $0.outcomes.allSatisfy { $0 == .passed } }
            let title = screen.isEmpty ? "Specs outside a screen folder" : screen
            let onPage = green && data.screens.contains { $0.name == screen }
            out += [
                "**\(title)**: \(specs.count) specs × \(matrix.architectures.count) architectures, "
                    + (green
                        ? "all passed." : "\(specs.reduce(0) { $0 + $1.outcomes.count { $0 == .passed } }) passed.")
                    + (onPage ? " Every spec: [its page](\(ReportPages.folder)/\(screen).md#specs)." : ""),
                "",
            ]
            if onPage { continue }
            out += specTable(matrix, screen: screen) + [""]
        }
        out += mutationSection(data)
        return out
    }

    static func mutationSection(_ data: ReportData) -> [String] {
        var out = [
            "### \(ReportHeadings.mutation)", "",
            "Passing specs say the behaviour is there; they do not say a bug would be noticed. `swift run --package-path Tools mvx mutate`",
            "plants realistic one-line bugs in each architecture's own code, one at a time, and counts those the suite",
            "kills (MUTATION.md lists every survivor, and how long its last run took). This report reads MUTATION.md",
            "rather than running it, unit by unit: each screen's folder, and `Common` (what the screens share and",
            "the entry point), judged by that screen's specs and those of the screens that open it. Freshness",
            "rule: a score is fresh while the fingerprint of what it measured (the code lines, not comments",
            "or layout, of the unit, the code it builds on and its specs) equals today's; otherwise the cell keeps",
            "the last measured score and says since which commit it is stale, until `mvx mutate` runs again, which",
            "reruns only the stale units; `mvx report --check` fails while any unit is stale. An architecture's",
            "score is over all its units.",
            "",
            "What kills what: a mutant every spec lets through meets the differential sessions of the same",
            "screens (every architecture plays the same seeded sessions, and the mutated one must show what the",
            "others show). *Specs alone* is the score before the sessions joined the suite; the rows per family",
            "say which kinds of bug each catches (MUTATION.md lists the operators of each family).",
            "",
        ]
        let archs = data.architectures
        let units = data.mutation.firstOccurrences(of: \.screen)
        func statuses(_ architecture: String) -> [MutationStatus] {
            data.mutation.filter { $0.architecture == architecture }
        }
        /// What a stale figure says beside the last measured one: since which commits, for which units.
        func staleness(_ stale: [MutationStatus], units: Bool) -> String {
            let commits = Set(stale.compactMap { $0.recorded.map { "`\($0.commit)`" } }).sorted()
            return " (stale since \(commits.joined(separator: ", "))"
                + (units ? ": \(stale.map(\.screen).joined(separator: ", ")))" : ")")
        }
        /// The architecture's figure over all its units, with the stale ones named; none until every unit is measured.
        func total(_ architecture: String, _ value: (_ killed: Int, _ counted: Int) -> String) -> String {
            guard let totals = data.mutation.totals(of: architecture) else { return "not measured" }
            return value(totals.killed, totals.counted)
                + (totals.stale.isEmpty ? "" : staleness(totals.stale, units: true))
        }
        func cell(_ architecture: String, _ unit: String, _ value: (MutationDocument.Summary) -> String) -> String {
            guard let status = statuses(architecture).first(where: { $0.screen == unit }),
                let recorded = status.recorded
            else { return "not measured" }
            return value(recorded) + (status.isFresh ? "" : staleness([status], units: false))
        }
        out += Markdown.table(
            [""] + archs,
            [
                ["Mutation score"]
                    + archs.map { a in
                        total(a) { killed, counted in
                            Markdown.decimal(counted == 0 ? 0 : 100 * Double(killed) / Double(counted)) + "%"
                        }
                    },
                ["Specs alone (without the sessions)"]
                    + archs.map { a in
                        total(a) { _, counted in
                            let bySpecs = statuses(a).reduce(0) {
                                $0 + ($1.recorded.map { $0.killed - $0.killedBySessions } ?? 0)
                            }
                            return Markdown.decimal(counted == 0 ? 0 : 100 * Double(bySpecs) / Double(counted)) + "%"
                        }
                    },
                ["Killed / counted"] + archs.map { a in total(a) { "\($0) / \($1)" } },
            ]
                + MutationOperator.Family.allCases.map { family in
                    ["\(family.rawValue): score (specs alone)"]
                        + archs.map { a in
                            total(a) { _, _ in
                                let count = statuses(a).reduce(MutationDocument.GroupCount()) {
                                    $0 + ($1.families[family] ?? MutationDocument.GroupCount())
                                }
                                return count.counted == 0
                                    ? "no mutant"
                                    : "\(Markdown.decimal(count.score))% (\(Markdown.decimal(count.specsScore))%)"
                            }
                        }
                }
                + units.map { unit in
                    ["\(unit): score (killed / counted)"]
                        + archs.map { a in
                            cell(a, unit) {
                                $0.counted == 0 ? "no mutant" : "\($0.score) (\($0.killed) / \($0.counted))"
                            }
                        }
                }
                + [
                    ["Lines covered by the suite"]
                        + archs.map { a in statuses(a).first?.recorded.map(\.lineCoverage) ?? "–" },
                    ["Regions covered by the suite"]
                        + archs.map { a in statuses(a).first?.recorded.map(\.regionCoverage) ?? "–" },
                    ["Measured on"]
                        + archs.map { a in
                            // One commit a line: a table cell breaks only at spaces, and a hash ends none.
                            Set(statuses(a).compactMap { $0.recorded.map { "`\($0.commit)`" } }).sorted().joined(
                                separator: "<br>")
                        },
                ])
        out += [""]
        return out
    }

    /// Per architecture, each logic case's test: the kit types it names, the classes it builds, where it is.
    static func unitTestDetails(_ data: ReportData) -> [String] {
        data.testability.flatMap { a in
            ["## \(a.architecture)", ""]
                + Markdown.table(
                    ["Logic case", "The kit it needs", "Classes it builds", "Test"],
                    LogicCase.all.indices.map { index in
                        guard let cost = a.costs[index] else { return [LogicCase.all[index].title, "–", "–", "–"] }
                        return [
                            LogicCase.all[index].title,
                            cost.isKitFree
                                ? "none"
                                : (cost.kitTypes + (cost.kitInCode ?? []).map { "\($0)'s code" }).joined(
                                    separator: ", "),
                            cost.objectsBuilt.joined(separator: ", "), testLink(cost.place, from: "../../"),
                        ]
                    }) + [""]
        }
    }
}
