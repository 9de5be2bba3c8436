import Catalog
import Foundation
import LabTestSupport
import Testing

/// REPORT.md's first screen says what its sections say: each figure of "At a glance" equals the
/// figure in the section it links to, read from the same file.
@Suite("REPORT.md at a glance")
struct ReportGlanceTests {
    private let lines: [String]

    /// A file of the lesson, from its root.
    static func text(_ path: String) throws -> String {
        try String(contentsOf: Roots.lesson.appending(path: path), encoding: .utf8)
    }

    init() throws {
        lines = try Self.text("REPORT.md").components(separatedBy: "\n")
    }

    /// A table row's cells, as text: bold marks dropped, a link read as its text.
    private func cells(_ line: String) -> [String] {
        line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
            .map { cell in
                cell.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "**", with: "")
                    .replacing(/^\[([^\]]+)\]\([^)]*\)$/) { String($0.1) }
            }
    }

    /// The rows of the first table after the line that starts with `marker`, by their first cell.
    private func table(after marker: String) throws -> (header: [String], rows: [String: [String]]) {
        let start = try #require(lines.firstIndex { $0.hasPrefix(marker) }, "no \(marker)")
        let headerIndex = try #require(lines[start...].firstIndex { $0.hasPrefix("|") })
        var rows: [String: [String]] = [:]
        for line in lines[(headerIndex + 2)...].prefix(while: { $0.hasPrefix("|") }) {
            let row = cells(line)
            rows[row[0], default: row] = rows[row[0]] ?? row
        }
        return (cells(lines[headerIndex]), rows)
    }

    @Test("Code lines, types, rule breaches and logic cases tested alone equal their sections'; no suite figure")
    func figuresMatch() throws {
        let glance = try table(after: "## At a glance")
        let size = try table(after: "## 1. Size")
        let violations = try table(after: "Violations (rules broken")
        let testability = try #require(lines.first { $0.contains("**Reached without the kit**") }.map(cells))
        let testabilityHeader = try #require(
            lines.last { $0.hasPrefix("| Screen | Logic case |") }.map(cells))
        #expect(glance.rows.count == ArchitectureCatalog.all.count)
        #expect(!glance.header.contains { $0.contains("Mutation") }, "the suite's strength is not an architecture's")
        for (architecture, row) in glance.rows {
            let sized = try #require(size.rows[architecture])
            #expect(row[1] == sized[size.header.firstIndex(of: "Code")!], "\(architecture): code lines")
            #expect(row[2] == sized[size.header.firstIndex(of: "Types")!], "\(architecture): types")
            #expect(
                row[3].split(separator: ",").first.map(String.init) == violations.rows[architecture]?[1],
                "\(architecture): rule breaches")
            #expect(
                row[4] == testability[testabilityHeader.firstIndex(of: architecture)!], "\(architecture): tested alone")
        }
    }

    @Test("A breach kept on purpose in section 2 shows as a breach at a glance")
    func keptOnPurposeShows() throws {
        let glance = try table(after: "## At a glance")
        let keptInSection = lines.contains { $0.contains("Rule: ") && $0.contains("**kept on purpose") }
        let keptAtGlance = glance.rows.values.contains { $0[3].contains("kept on purpose") }
        #expect(keptInSection == keptAtGlance, "a rule kept on purpose is counted where the breaches are")
    }

    @Test("The per-screen grid's code lines equal each screen's page, and its tested alone section 3's")
    func screenGridMatches() throws {
        let architectures = ArchitectureCatalog.all.map(\.name)
        let grid = try table(after: "**A screen like yours.**")
        #expect(
            grid.header.map { $0.replacingOccurrences(of: " (baseline)", with: "") } == ["Screen"] + architectures + [
                "Verdict"
            ])
        #expect(grid.header.count { $0.hasSuffix(" (baseline)") } == 1, "the baseline is labelled")
        #expect(grid.rows.count == 6, "a row per screen")
        let headerIndex = try #require(lines.lastIndex { $0.hasPrefix("| Screen | Logic case |") })
        let testabilityHeader = cells(lines[headerIndex])
        let cases = lines[(headerIndex + 2)...].prefix { $0.hasPrefix("|") }.map(cells)
        for (label, row) in grid.rows {
            let screen = String(label.drop { $0 == "[" }.prefix { $0 != "]" && $0 != " " })
            let page = try Self.text("docs/report/\(screen).md").components(separatedBy: "\n")
            let sizeHeaderIndex = try #require(page.firstIndex { $0.hasPrefix("| Architecture | Layer |") })
            let sizeHeader = cells(page[sizeHeaderIndex])
            let sizes = page[(sizeHeaderIndex + 2)...].prefix { $0.hasPrefix("|") }.map(cells)
            let own = cases.filter { $0[0] == screen }
            for (column, architecture) in architectures.enumerated() {
                let figures = row[column + 1].replacingOccurrences(of: "<br>", with: "\u{00A0}·\u{00A0}")
                    .components(separatedBy: "\u{00A0}·\u{00A0}")
                let code = sizes.filter { $0[0] == architecture }
                    .reduce(0) { $0 + Int($1[sizeHeader.firstIndex(of: "Code")!])! }
                #expect(figures.first == "\(code)", "\(screen), \(architecture): code lines")
                let index = testabilityHeader.firstIndex(of: architecture)!
                let alone = own.count { $0[index].hasSuffix("no kit") }
                if !own.isEmpty, figures.count > 1 {
                    #expect(figures[1] == "\(alone)/\(own.count)", "\(screen), \(architecture): tested alone")
                }
            }
        }
    }

    @Test("The claims' count per verdict is the count of their headings on the claims' page")
    func claimsMatch() throws {
        let summary = try #require(lines.first { $0.hasPrefix("The articles' ") && $0.contains("claims") })
        let page = try Self.text("docs/report/Claims.md").components(separatedBy: "\n")
        let headings = page.filter { $0.hasPrefix("## ") }
        #expect(summary.contains("\(headings.count) claims"))
        for verdict in ["holds", "partly", "does not hold", "differs by architecture", "not tested here"] {
            let count = headings.count { $0.hasSuffix(": \(verdict)") }
            if count > 0 { #expect(summary.contains("\(count) \(verdict)"), "\(verdict): \(count)") }
        }
    }
}
