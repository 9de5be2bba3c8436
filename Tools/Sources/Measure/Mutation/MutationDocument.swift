import Foundation

/// MUTATION.md: the summary table, then a section per unit (an architecture's screen, or what its
/// screens share) with every survivor. A run of some units replaces their row and section and
/// keeps the others as they were, so each row says which commit and which code it was measured
/// on. The report reads the summary rows back.
public enum MutationDocument {
    /// One architecture's row of the summary, as the report reads it.
    public struct Summary: Codable, Equatable, Sendable {
        public let architecture: String
        public let score: String
        /// The score without the differential sessions: the specs' kills over the same count.
        public let specsScore: String
        public let killed: Int
        /// The mutants every spec let through and a differential session killed.
        public let killedBySessions: Int
        public let counted: Int
        public let lineCoverage: String
        public let regionCoverage: String
        public let fingerprint: String
        public let commit: String
    }

    static let header = [
        "Architecture", "Score", "Specs alone", "Killed", "By sessions", "Counted", "Survived", "Equivalent",
        "Stillborn", "Lines covered", "Regions covered", "Code and suite", "Commit",
    ]

    /// The document for `runs`, keeping from `previous` the rows and sections of every other
    /// architecture in `order`.
    public static func render(
        _ runs: [ArchitectureMutation], keeping previous: String?, order: [String], lastRun: String? = nil
    ) -> String {
        let old = previous.map(parse) ?? (rows: [:], sections: [:])
        let lastRunLine =
            lastRun.map { lastRunPrefix + $0 }
            ?? previous?.components(separatedBy: "\n").first { $0.hasPrefix(lastRunPrefix) }
        var rows: [String] = []
        var sections: [String] = []
        for name in order {
            if let run = runs.first(where: { $0.unit == name }) {
                rows.append(row(run))
                sections.append(section(run).joined(separator: "\n"))
            } else if let row = old.rows[name], let section = old.sections[name] {
                rows.append(row)
                sections.append(section)
            }
        }
        let table = Markdown.table(header, []) + rows
        let summary = lastRunLine.map { ["", $0] } ?? []
        return (intro + summary + [""] + table + [""] + operators + [""]).joined(separator: "\n") + "\n"
            + sections.joined(separator: "\n\n") + "\n"
    }

    /// The summary rows of a MUTATION.md, by architecture.
    public static func summaries(in markdown: String) -> [String: Summary] {
        var result: [String: Summary] = [:]
        for (name, row) in parse(markdown).rows {
            let cells = MarkdownCells.split(row)
            guard cells.count == header.count, let killed = Int(cells[3]), let bySessions = Int(cells[4]),
                let counted = Int(cells[5])
            else { continue }
            result[name] = Summary(
                architecture: name, score: cells[1], specsScore: cells[2], killed: killed, killedBySessions: bySessions,
                counted: counted, lineCoverage: cells[9], regionCoverage: cells[10],
                fingerprint: MarkdownCells.unquote(cells[11]), commit: MarkdownCells.unquote(cells[12]))
        }
        return result
    }

    /// The document with today's review applied: each listed survivor is marked equivalent or not
    /// by `equivalents`, and each architecture's row and score follow. Nothing is run: the killed
    /// and survived counts are the recorded ones.
    public static func review(_ markdown: String, equivalents: EquivalentMutants) -> String {
        var lines = markdown.components(separatedBy: "\n")
        var equivalentCounts: [String: Int] = [:]
        var equivalentOperators: [String: [MutationOperator: Int]] = [:]
        var section: String?
        var inSurvivors = false
        for index in lines.indices {
            let line = lines[index]
            if line.hasPrefix("## ") { section = String(line.dropFirst(3)) }
            if line.hasPrefix("| Place | Operator |") {
                inSurvivors = true
                continue
            }
            guard inSurvivors, line.hasPrefix("|"), let section else {
                inSurvivors = false
                continue
            }
            var cells = MarkdownCells.split(line)
            guard cells.count == 5, !cells[0].hasPrefix("---"), let colon = cells[0].lastIndex(of: ":") else {
                continue
            }
            let key = Mutant.lineKey(
                path: String(cells[0][..<colon]), mutationOperator: MarkdownCells.unquote(cells[1]),
                original: MarkdownCells.unquote(cells[2]), mutated: MarkdownCells.unquote(cells[3]))
            let reason = equivalents.reason(forKey: key)
            if reason != nil, let mutationOperator = MutationOperator(rawValue: MarkdownCells.unquote(cells[1])) {
                equivalentCounts[section, default: 0] += 1
                equivalentOperators[section, default: [:]][mutationOperator, default: 0] += 1
            }
            cells[4] = reason ?? notEquivalent
            lines[index] = "| " + cells.joined(separator: " | ") + " |"
        }
        section = nil
        for index in lines.indices {
            if lines[index].hasPrefix("## ") { section = String(lines[index].dropFirst(3)) }
            var cells = MarkdownCells.split(lines[index])
            guard let section, cells.count == groupColumns.count + 1, let built = Int(cells[1]),
                let bySpecs = Int(cells[3]), let bySessions = Int(cells[4])
            else { continue }
            let operators = equivalentOperators[section, default: [:]]
            let equivalent: Int
            if let family = MutationOperator.Family(rawValue: cells[0]) {
                equivalent = operators.filter { $0.key.family == family }.values.reduce(0, +)
            } else if let mutationOperator = MutationOperator(rawValue: MarkdownCells.unquote(cells[0])) {
                equivalent = operators[mutationOperator, default: 0]
            } else {
                continue
            }
            let count = GroupCount(counted: built - equivalent, killedBySpecs: bySpecs, killedBySessions: bySessions)
            cells[2] = "\(count.counted)"
            cells[6] = count.counted == 0 ? noMutant : percent(count.score)
            lines[index] = "| " + cells.joined(separator: " | ") + " |"
        }
        let rows = parse(markdown).rows
        for index in lines.indices {
            let cells = MarkdownCells.split(lines[index])
            guard let name = cells.first, rows[name] == lines[index], cells.count == header.count,
                let killed = Int(cells[3]), let bySessions = Int(cells[4]), let counted = Int(cells[5]),
                let survived = Int(cells[6]), let equivalent = Int(cells[7])
            else { continue }
            let survivors = survived + equivalent
            let newEquivalent = equivalentCounts[name, default: 0]
            let newCounted = counted + equivalent - newEquivalent
            var updated = cells
            updated[1] = newCounted == 0 ? noMutant : percent(100 * Double(killed) / Double(newCounted))
            updated[2] = newCounted == 0 ? noMutant : percent(100 * Double(killed - bySessions) / Double(newCounted))
            updated[5] = "\(newCounted)"
            updated[6] = "\(survivors - newEquivalent)"
            updated[7] = "\(newEquivalent)"
            lines[index] = "| " + updated.joined(separator: " | ") + " |"
            if let sectionStart = lines.firstIndex(of: "## \(name)"),
                let sentence = lines[sectionStart...].firstIndex(where: {
                    $0.contains(" reviewed as equivalent). Score ")
                }),
                let open = lines[sentence].range(of: "survived ("), let close = lines[sentence].range(of: "; ")
            {
                let kept = lines[sentence].range(of: "reached by no test, ")?.upperBound ?? open.upperBound
                lines[sentence] =
                    lines[sentence][..<kept]
                    + "\(newEquivalent) reviewed as equivalent). Score \(updated[1])"
                    + lines[sentence][close.lowerBound...]
            }
        }
        return lines.joined(separator: "\n")
    }

    /// How the line that says what the last run measured, and how long it took, starts.
    static let lastRunPrefix = "*Last run:* "

    static let notEquivalent = "no: a bug the suite misses"
    /// The score of a unit with no mutant to count (an entry point whose one line does not build mutated).
    static let noMutant = "–"

    /// The survivors listed in a document, by `Mutant.lineKey`, so that a re-run can pick them out.
    public static func survivorKeys(in markdown: String) -> Set<String> {
        var keys: Set<String> = []
        var inSurvivors = false
        for line in markdown.components(separatedBy: "\n") {
            if line.hasPrefix("| Place | Operator |") {
                inSurvivors = true
                continue
            }
            guard inSurvivors, line.hasPrefix("|") else {
                inSurvivors = false
                continue
            }
            let cells = MarkdownCells.split(line)
            guard cells.count == 5, let colon = cells[0].lastIndex(of: ":") else { continue }
            keys.insert(
                Mutant.lineKey(
                    path: String(cells[0][..<colon]), mutationOperator: MarkdownCells.unquote(cells[1]),
                    original: MarkdownCells.unquote(cells[2]), mutated: MarkdownCells.unquote(cells[3])))
        }
        return keys
    }

    // MARK: - Parts

    private static let intro = [
        "# Mutation testing",
        "",
        "Generated by `swift run mvx mutate`; do not edit. Each mutant is one realistic one-line bug planted",
        "in one architecture's own code (`Sources/<Arch>`), in a unit: one screen's folder, or `Common`",
        "(what its screens share, and its entry point). The specs of that screen, and of the screens that",
        "open it, run against that architecture (every spec for `Common`), and a mutant is *killed* when a",
        "spec fails (or the suite hangs past its time limit). A mutant every spec lets through then meets",
        "the differential sessions of the same screens (each seeded session played by every architecture,",
        "the mutated one among them, with what a person sees compared after each step); *By sessions*",
        "counts the mutants only they killed, and *Specs alone* is the score without them.",
        "*Stillborn* mutants do not build and are not counted. A survivor that a person has read and",
        "found unable to change behaviour is listed in EQUIVALENT_MUTANTS.md with the reason; it is still",
        "listed below, and only left out of the score: score = killed / (counted), counted = built − equivalent.",
        "",
        "Coverage is the behaviour suite's, from `swift test --enable-code-coverage` and llvm-cov, in the",
        "same run. Read the two together: a line that runs is not a line that is checked, and the",
        "survivors below are bugs on lines the suite runs.",
        "",
        "*Code and suite* fingerprints the code lines (not comments or layout) of the unit, the code it builds",
        "on and the specs it runs; REPORT.md shows a score only while that fingerprint still matches today's",
        "files, and `mvx mutate` runs again only the units whose fingerprint changed (`--all` runs every one).",
    ]

    private static let operators =
        ["## Operators", ""]
        + Markdown.table(
            ["Operator", "Family", "What it plants"],
            MutationOperator.allCases.map { ["`\($0.rawValue)`", $0.family.rawValue, $0.summary] })
        + [
            "",
            "Families: "
                + MutationOperator.Family.allCases.map { "*\($0.rawValue)*, \($0.summary)" }.joined(separator: "; ")
                + ".",
        ]

    private static func percent(_ value: Double) -> String {
        Markdown.decimal(value) + "%"
    }

    private static func row(_ run: ArchitectureMutation) -> String {
        let none = run.built == run.equivalent
        let cells = [
            run.unit, none ? noMutant : percent(run.score), none ? noMutant : percent(run.specsScore),
            "\(run.killed)", "\(run.killedBySessions)", "\(run.built - run.equivalent)",
            "\(run.survivors.count - run.equivalent)", "\(run.equivalent)",
            "\(run.results.count - run.built)",
            run.coverage.map { percent($0.linePercent) } ?? "–",
            run.coverage.map { percent($0.regionPercent) } ?? "–",
            "`\(run.fingerprint)`", "`\(run.commit)`",
        ]
        return "| " + cells.joined(separator: " | ") + " |"
    }

    private static func section(_ run: ArchitectureMutation) -> [String] {
        var lines = ["## \(run.unit)", ""]
        let timedOut = run.results.count { $0.outcome == .timedOut }
        let notCovered = run.results.count { $0.outcome == .notCovered }
        lines.append(
            "\(run.results.count) mutants, \(run.results.count - run.built) stillborn, \(run.killed) killed"
                + (timedOut > 0 ? " (\(timedOut) by time-out)" : "")
                + (run.killedBySessions > 0 ? " (\(run.killedBySessions) by the sessions alone)" : "")
                + ", \(run.survivors.count) survived ("
                + (notCovered > 0 ? "\(notCovered) reached by no test, " : "")
                + "\(run.equivalent) reviewed as equivalent). "
                + (run.built == 0
                    ? "No mutant built, so no score."
                    : "Score \(run.built == run.equivalent ? noMutant : percent(run.score)); \(percent(run.rawScore)) with the equivalents counted as survivors.")
        )
        lines.append("")
        lines += table(
            run, "Family",
            MutationOperator.Family.allCases.map { family in
                (family.rawValue, run.results.filter { $0.mutationOperator.family == family })
            })
        lines.append("")
        lines += table(
            run, "Operator",
            MutationOperator.allCases.map { mutationOperator in
                ("`\(mutationOperator.rawValue)`", run.results.filter { $0.mutationOperator == mutationOperator })
            })
        lines.append("")
        if run.survivors.isEmpty {
            lines.append("No survivors.")
        } else {
            lines.append("Survivors:")
            lines.append("")
            lines += Markdown.table(
                ["Place", "Operator", "Line", "Mutated", "Equivalent"],
                run.survivors.map { survivor in
                    [
                        "\(survivor.path):\(survivor.line)"
                            + (survivor.outcome == .notCovered ? " (reached by no test)" : ""),
                        "`\(survivor.mutationOperator.rawValue)`",
                        MarkdownCells.code(survivor.originalLine), MarkdownCells.code(survivor.mutatedLine),
                        survivor.equivalence ?? notEquivalent,
                    ]
                })
        }
        return lines
    }

    /// Built, counted (built less the reviewed equivalents), killed (by the specs, by the sessions
    /// alone), survived and the score, per group of results; groups with no mutant that built are
    /// left out.
    private static func table(_ run: ArchitectureMutation, _ name: String, _ groups: [(String, [MutantResult])])
        -> [String]
    {
        Markdown.table(
            [name] + groupColumns,
            groups.compactMap { label, all in
                let built = all.filter { $0.outcome != .stillborn }
                guard !built.isEmpty else { return nil }
                let count = GroupCount(
                    counted: built.count - built.count { $0.equivalence != nil },
                    killedBySpecs: built.count { $0.outcome == .killed || $0.outcome == .timedOut },
                    killedBySessions: built.count { $0.outcome == .killedBySessions })
                return [
                    label, "\(built.count)", "\(count.counted)", "\(count.killedBySpecs)", "\(count.killedBySessions)",
                    "\(built.count(where: \.outcome.isSurvivor))",
                    count.counted == 0 ? noMutant : percent(count.score),
                ]
            })
    }

    private static let groupColumns = ["Built", "Counted", "Killed by specs", "By sessions", "Survived", "Score"]

    /// What one family's mutants came to in one unit: how many count, and who killed them.
    public struct GroupCount: Codable, Equatable, Sendable {
        public var counted = 0
        public var killedBySpecs = 0
        public var killedBySessions = 0

        public init(counted: Int = 0, killedBySpecs: Int = 0, killedBySessions: Int = 0) {
            self.counted = counted
            self.killedBySpecs = killedBySpecs
            self.killedBySessions = killedBySessions
        }

        public var score: Double {
            counted == 0 ? 0 : 100 * Double(killedBySpecs + killedBySessions) / Double(counted)
        }
        public var specsScore: Double { counted == 0 ? 0 : 100 * Double(killedBySpecs) / Double(counted) }

        public static func + (lhs: Self, rhs: Self) -> Self {
            Self(
                counted: lhs.counted + rhs.counted, killedBySpecs: lhs.killedBySpecs + rhs.killedBySpecs,
                killedBySessions: lhs.killedBySessions + rhs.killedBySessions)
        }
    }

    /// Each unit's family table, read back: by unit, then by family. Today's review is not applied
    /// (`--review` rewrites the tables' counted column).
    public static func families(in markdown: String) -> [String: [MutationOperator.Family: GroupCount]] {
        var result: [String: [MutationOperator.Family: GroupCount]] = [:]
        var section: String?
        for line in markdown.components(separatedBy: "\n") {
            if line.hasPrefix("## ") { section = String(line.dropFirst(3)) }
            let cells = MarkdownCells.split(line)
            guard let section, cells.count == groupColumns.count + 1,
                let family = MutationOperator.Family(rawValue: cells[0]), let counted = Int(cells[2]),
                let bySpecs = Int(cells[3]), let bySessions = Int(cells[4])
            else { continue }
            result[section, default: [:]][family] = GroupCount(
                counted: counted, killedBySpecs: bySpecs, killedBySessions: bySessions)
        }
        return result
    }

    /// The summary rows and the architecture sections of a document, by architecture.
    private static func parse(_ markdown: String) -> (rows: [String: String], sections: [String: String]) {
        let lines = markdown.components(separatedBy: "\n")
        var rows: [String: String] = [:]
        var sections: [String: String] = [:]
        var inSummary = false
        var current: (name: String, lines: [String])?
        func close() {
            if let current { sections[current.name] = current.lines.joined(separator: "\n").trimmingTrailingNewlines }
        }
        for line in lines {
            if line.hasPrefix("| Architecture | Score |") {
                inSummary = true
            } else if inSummary, line.hasPrefix("|") {
                if let name = MarkdownCells.split(line).first, !name.hasPrefix("---") { rows[name] = line }
            } else {
                inSummary = false
            }
            if line.hasPrefix("## ") {
                close()
                let name = String(line.dropFirst(3))
                current = name == "Operators" ? nil : (name, [line])
            } else if current != nil {
                current!.lines.append(line)
            }
        }
        close()
        return (rows, sections)
    }
}

extension String {
    fileprivate var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
