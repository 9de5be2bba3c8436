import Foundation
import SourceReading

/// Reading MUTATION.md back: its summary rows, each unit's family table and survivors, and the
/// review of its survivors against EQUIVALENT_MUTANTS.md.
extension MutationDocument {
    /// The summary rows of a MUTATION.md, by architecture.
    public static func summaries(in markdown: String) -> [String: Summary] {
        var result: [String: Summary] = [:]
        let parsed = parse(markdown)
        for (name, row) in parsed.rows {
            let cells = MarkdownCells.split(row)
            guard cells.count == header.count, let killed = Int(cells[3]), let bySessions = Int(cells[4]),
                let counted = Int(cells[5]), let codeRow = parsed.codeRows[name]
            else { continue }
            let code = MarkdownCells.split(codeRow)
            guard code.count == codeHeader.count else { continue }
            result[name] = Summary(
                architecture: name, score: cells[1], specsScore: cells[2], killed: killed, killedBySessions: bySessions,
                counted: counted, lineCoverage: code[1], regionCoverage: code[2],
                fingerprint: MarkdownCells.unquote(code[3]), commit: MarkdownCells.unquote(code[4]))
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
        for index in lines.indices {
            let line = lines[index]
            if line.hasPrefix("## ") { section = String(line.dropFirst(3)) }
            guard let section, let survivor = MutantBullet.readSurvivor(line) else { continue }
            let reason = equivalents.reason(forKey: survivor.key)
            if reason != nil, let mutationOperator = survivor.mutationOperator {
                equivalentCounts[section, default: 0] += 1
                equivalentOperators[section, default: [:]][mutationOperator, default: 0] += 1
            }
            lines[index] = line[..<survivor.reasonStart] + (reason ?? notEquivalent)
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
        Set(markdown.components(separatedBy: "\n").compactMap { MutantBullet.readSurvivor($0)?.key })
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
    static func parse(_ markdown: String) -> (
        rows: [String: String], codeRows: [String: String], sections: [String: String]
    ) {
        let lines = markdown.components(separatedBy: "\n")
        var tables: [String: [String: String]] = [:]
        var sections: [String: String] = [:]
        var table: String?
        var current: (name: String, lines: [String])?
        func close() {
            if let current { sections[current.name] = current.lines.joined(separator: "\n").trimmingTrailingNewlines }
        }
        for line in lines {
            if line.hasPrefix("| Unit | ") {
                table = line
            } else if let open = table, line.hasPrefix("|") {
                if let name = MarkdownCells.split(line).first, !name.hasPrefix("---") {
                    tables[open, default: [:]][name] = line
                }
            } else {
                table = nil
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
        let heading = { (columns: [String]) in Markdown.table(columns, [])[0] }
        return (tables[heading(header)] ?? [:], tables[heading(codeHeader)] ?? [:], sections)
    }
}
