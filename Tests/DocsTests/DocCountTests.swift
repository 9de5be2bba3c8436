import Foundation
import Testing

/// The hand-written docs state no count the code can change unless this suite checks it: how many
/// architectures there are, which ones a table or a sample names, how many logic cases each unit
/// test target has. Figures of lines and sizes belong in the generated REPORT.md (and its pages),
/// BENCHMARKS.md and MUTATION.md, so the hand-written docs state none.
@Suite("Counts in the docs")
struct DocCountTests {
    /// The Markdown files a person writes; the generated ones (REPORT.md and its pages in docs/report,
    /// BENCHMARKS.md, MUTATION.md and its pages in docs/lab/mutation) are checked by their own commands.
    static func handWritten() -> [String] {
        Repository.files(withExtension: "md").filter {
            !["REPORT.md", "docs/lab/BENCHMARKS.md", "docs/lab/MUTATION.md"].contains($0)
                && !$0.hasPrefix("docs/report/") && !$0.hasPrefix("docs/lab/mutation/")
        }
    }

    /// The architectures, as `Package.swift` lists them.
    static func architectures() throws -> [String] {
        let manifest = try Repository.text("Package.swift")
        let list = try #require(manifest.firstMatch(of: /let architectures = \[([^\]]*)\]/)).1
        return list.matches(of: /"([A-Za-z]+)"/).map { String($0.1) }
    }

    static let numberWords = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    ]

    static func number(_ word: Substring) -> Int? {
        numberWords[word.lowercased()] ?? Int(word)
    }

    @Test("Every count of architectures in the docs is the package's")
    func architectureCounts() throws {
        let count = try Self.architectures().count
        for file in Self.handWritten() {
            let text = try Repository.text(file)
            for match in text.matches(of: /(?i)\b([a-z]+|\d+) (architectures|versions|proper versions)\b/) {
                guard let stated = Self.number(match.1) else { continue }
                #expect(stated == count, "\(file): \"\(match.0)\", the package has \(count)")
            }
            for match in text.matches(of: /(?i)\bthe other ([a-z]+|\d+) (are|architectures|versions)\b/) {
                guard let stated = Self.number(match.1) else { continue }
                #expect(stated == count - 1, "\(file): \"\(match.0)\", the package has \(count)")
            }
        }
    }

    @Test("The hand-written docs state no count of code lines: the generated reports do")
    func noLineCounts() throws {
        for file in Self.handWritten() {
            let text = try Repository.text(file)
            for match in text.matches(of: /(?i)\b(dozen|dozens of|hundred|\d+) (code )?lines\b/) {
                Issue.record("\(file): \"\(match.0)\": a figure of the code belongs in a generated report")
            }
        }
    }

    @Test("The README's sample run and the architectures page's article table name every architecture")
    func readmeNamesEveryArchitecture() throws {
        let names = try Self.architectures()
        let readme = try Repository.text("README.md")
        let sample = try #require(readme.firstMatch(of: /Behaviour specs against: ([A-Za-z, ]+)`/)).1
        #expect(sample.components(separatedBy: ", ") == names)
        // Each screen's table is split in two so that it fits a page: their columns, in order, are
        // every architecture.
        let page = try Repository.text("docs/ARCHITECTURES.md")
        let headers = page.split(separator: "\n").filter { $0.hasPrefix("| Article (000) |") }
        let columns = headers.flatMap {
            $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.dropFirst()
        }
        #expect(columns == names)
    }

    /// The tour's parts, a page per screen, each following one action through every architecture.
    static func tourParts() -> [String] {
        Repository.files(under: "docs/tour", withExtension: "md").sorted()
    }

    @Test("Each part of the tour follows its action through every architecture; the like tap with a diagram each")
    func tourHasEveryArchitecture() throws {
        let names = try Self.architectures()
        #expect(Self.tourParts().count >= 6, "one traced action per screen")
        for part in Self.tourParts() {
            let text = try Repository.text(part)
            let sections = text.components(separatedBy: "\n## ").dropFirst()
            let listed = sections.compactMap { $0.split(separator: ":").first.map(String.init) }
            #expect(listed == names, "\(part): \(listed)")
            #expect(text.contains("```mermaid"), "\(part) has no diagram")
            guard text.hasPrefix("# One action in every architecture: the like tap") else { continue }
            for section in sections {
                #expect(section.contains("```mermaid"), "\(part): \(section.prefix { $0 != ":" }) has no diagram")
            }
        }
    }

    @Test("CONTRIBUTING's folders list every architecture")
    func listsHaveEveryArchitecture() throws {
        let names = try Self.architectures()
        let contributing = try Repository.text("CONTRIBUTING.md")
        for name in names {
            #expect(contributing.contains("| `Sources/\(name)` |"), "CONTRIBUTING.md has no row for Sources/\(name)")
            #expect(contributing.contains("`Tests/\(name)Tests`"), "CONTRIBUTING.md does not name Tests/\(name)Tests")
        }
    }

    /// The logic cases each architecture's unit tests mark with a `/// LogicCase:` line.
    static func logicCases(of architecture: String) throws -> Set<String> {
        let files = Repository.files(under: "Tests/\(architecture)Tests", withExtension: "swift")
        return Set(
            try files.flatMap { file in
                try Repository.text(file).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { $0.hasPrefix("/// LogicCase: ") }
            })
    }

    @Test("Every architecture marks the same logic cases, and \"the same N logic cases\" counts them")
    func logicCaseCount() throws {
        let marked = try Self.architectures().map { try Self.logicCases(of: $0) }
        let cases = try #require(marked.first)
        #expect(!cases.isEmpty)
        #expect(marked.allSatisfy { $0 == cases })
        for file in Self.handWritten() {
            for match in try Repository.text(file).matches(of: /the same (\d+) logic cases/) {
                #expect(Int(match.1) == cases.count, "\(file): \"\(match.0)\", the unit tests mark \(cases.count)")
            }
        }
    }
}
