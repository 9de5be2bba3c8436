import Foundation
import Testing

/// REPORT.md's first screen says what its sections say: each figure of "At a glance" equals the
/// figure in the section it links to, read from the same file.
@Suite("REPORT.md at a glance")
struct ReportGlanceTests {
    private let lines: [String]

    init() throws {
        lines = try Repository.text("REPORT.md").components(separatedBy: "\n")
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
        #expect(glance.rows.count == (try DocCountTests.architectures()).count)
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

    @Test("Each screen's grid equals its page's sizes and section 5's UI work, shown only where versions differ")
    func screenGridsMatch() throws {
        let architectures = try DocCountTests.architectures()
        let uiStart = try #require(lines.firstIndex { $0.hasPrefix("## 5. UI work") })
        let uiHeaderIndex = try #require(lines[uiStart...].firstIndex { $0.hasPrefix("| Action |") })
        let uiHeader = cells(lines[uiHeaderIndex])
        let uiRows = lines[(uiHeaderIndex + 2)...].prefix { $0.hasPrefix("|") }.map(cells)
        let grids = lines.indices.compactMap { index in
            lines[index].firstMatch(of: #/^\*\*([A-Za-z]+) \((\d+)\)\*\*: /#).map { (index, String($0.1)) }
        }
        #expect(grids.count == 6, "a grid per screen")
        for (index, screen) in grids {
            let grid = try table(after: lines[index])
            let page = try Repository.text("docs/report/\(screen).md").components(separatedBy: "\n")
            let sizeHeaderIndex = try #require(page.firstIndex { $0.hasPrefix("| Architecture | Layer |") })
            let sizeHeader = cells(page[sizeHeaderIndex])
            let sizes = page[(sizeHeaderIndex + 2)...].prefix { $0.hasPrefix("|") }.map(cells)
            let action = lines[index].firstMatch(of: /the UI work of "([^"]+)"/).map { String($0.1) }
            let sameEverywhere = lines[index].contains("is the same in every version")
            #expect(grid.header.contains("UI work") == (action != nil && !sameEverywhere), "\(screen): UI work column")
            var actionRows: [[String]] = []
            if let action {
                let start = try #require(uiRows.firstIndex { $0[0] == action }, "\(screen): \(action) in section 5")
                actionRows = [uiRows[start]] + uiRows[(start + 1)...].prefix { $0[0].isEmpty }
            }
            for architecture in architectures {
                let row = try #require(grid.rows[architecture], "\(screen): \(architecture)")
                let layers = sizes.filter { $0[0] == architecture }
                let code = layers.reduce(0) { $0 + Int($1[sizeHeader.firstIndex(of: "Code")!])! }
                let types = layers.reduce(0) { $0 + Int($1[sizeHeader.firstIndex(of: "Types")!])! }
                #expect(row[1] == "\(code)", "\(screen), \(architecture): code lines")
                #expect(row[2] == "\(types)", "\(screen), \(architecture): types")
                if action != nil, !sameEverywhere {
                    let column = uiHeader.firstIndex(of: architecture)!
                    let named = actionRows.filter { $0[column] != "0" }.map { "\($0[1]) \($0[column])" }
                    let expected = named.isEmpty ? "nothing counted" : named.joined(separator: ", ")
                    #expect(row.last == expected, "\(screen), \(architecture): UI work")
                }
            }
        }
    }

    @Test("The claims' count per verdict is the count of their headings on the claims' page")
    func claimsMatch() throws {
        let summary = try #require(lines.first { $0.hasPrefix("The articles' ") && $0.contains("claims") })
        let page = try Repository.text("docs/report/Claims.md").components(separatedBy: "\n")
        let headings = page.filter { $0.hasPrefix("## ") }
        #expect(summary.contains("\(headings.count) claims"))
        for verdict in ["holds", "partly", "does not hold", "differs by architecture", "not tested here"] {
            let count = headings.count { $0.hasSuffix(": \(verdict)") }
            if count > 0 { #expect(summary.contains("\(count) \(verdict)"), "\(verdict): \(count)") }
        }
    }
}
