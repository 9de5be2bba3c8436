import Foundation
import Testing

/// The lesson's pages link a glossary word to its entry where they first use it, so
/// that a reader who meets "presenter" or "Store" for the first time is one click from its meaning.
@Suite("Glossary links")
struct GlossaryLinkTests {
    /// The lesson's pages written in prose: the learner's path (the README, the architectures page,
    /// the tour and its parts), the contract, the sources, the kit's differences and the two
    /// manuals. The generated pages, the lab's records and the claims' and change requests' data
    /// files, which the report quotes, are left out.
    static let pages =
        ["README.md", "docs/ARCHITECTURES.md", "docs/TOUR.md"] + DocCountTests.tourParts()
        + ["SCENARIO.md", "SOURCES.md", "docs/UIKIT.md", "CONTRIBUTING.md", "Tools/README.md"]

    /// Words the glossary defines that every page also uses in their everyday sense first ("the
    /// article", "this version", "a view"): a reader looks them up, no page has to link them.
    static let everyday: Set<String> = ["article", "architecture", "version", "view", "render", "update", "layer"]

    /// Each word of the glossary, with the anchor of its entry: an entry's heading may name several.
    static func terms() throws -> [(word: String, anchor: String)] {
        try Repository.text("docs/GLOSSARY.md").split(separator: "\n").filter { $0.hasPrefix("### ") }.flatMap {
            heading -> [(word: String, anchor: String)] in
            let title = String(heading.dropFirst(4))
            let anchor = title.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" }
                .replacingOccurrences(of: " ", with: "-")
            return title.components(separatedBy: ", ").filter { !everyday.contains($0) }.map { ($0, anchor) }
        }
    }

    /// The page's prose, line by line: no code block, code span, heading, HTML line or block the
    /// report generates; each link reduced to its text, with the glossary anchor it leads to, if any.
    static func prose(_ text: String) -> [(text: String, glossaryLinks: [(range: Range<String.Index>, anchor: String)])]
    {
        var inCode = false
        var generated = false
        var out: [(String, [(Range<String.Index>, String)])] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("<!-- mvx report:") { generated = !line.hasPrefix("<!-- mvx report: end") }
            if line.hasPrefix("```") { inCode.toggle() }
            if generated || inCode || line.hasPrefix("```") || line.hasPrefix("#") || line.hasPrefix("<") { continue }
            var plain = String(raw.replacing(/`[^`]*`/, with: "``"))
            var links: [(Range<String.Index>, String)] = []
            while let link = plain.firstMatch(of: /\[([^\]]*)\]\(([^)]*)\)/) {
                let label = String(link.1)
                let target = String(link.2)
                let start = link.range.lowerBound
                plain.replaceSubrange(link.range, with: label)
                let range = start..<plain.index(start, offsetBy: label.count)
                let anchor = target.contains("GLOSSARY.md#") ? target.components(separatedBy: "#").last ?? "" : "-"
                links.append((range, anchor))
            }
            out.append((plain, links))
        }
        return out
    }

    /// The word where it stands alone: "spec" in "a spec" and "specs", not in "special" or in a
    /// path; a capitalized word ("Store", "Message") as written, not its plural ("Messages", a screen).
    static func firstUse(of word: String, in line: String) -> Range<String.Index>? {
        let escaped = NSRegularExpression.escapedPattern(for: word)
        let capitalized = word.first?.isUppercase == true
        let first = word.first.map { capitalized ? String($0) : "[\($0)\($0.uppercased())]" } ?? ""
        let pattern =
            "(?<![\\w/.-])" + first + escaped.dropFirst() + (capitalized ? "" : "(s|es)?") + "(?![\\w-]|\\.\\w)"
        guard
            let match = try? NSRegularExpression(pattern: pattern).firstMatch(
                in: line, range: NSRange(line.startIndex..., in: line))
        else { return nil }
        return Range(match.range, in: line)
    }

    @Test("The glossary has words to link")
    func glossaryHasWords() throws {
        #expect(try Self.terms().count >= 25)
    }

    @Test("A glossary word is linked to its entry where a page of the lesson first uses it", arguments: pages)
    func linkedAtFirstUse(page: String) throws {
        let lines = Self.prose(try Repository.text(page))
        for (word, anchor) in try Self.terms() {
            for line in lines {
                guard let use = Self.firstUse(of: word, in: line.text) else { continue }
                let link = line.glossaryLinks.first { $0.range.overlaps(use) }
                // Words inside a link to another page are that page's, not a use to link here.
                if link?.anchor == "-" { continue }
                #expect(link?.anchor == anchor, "\(page): \"\(word)\" is first used unlinked: \(line.text)")
                break
            }
        }
    }
}
