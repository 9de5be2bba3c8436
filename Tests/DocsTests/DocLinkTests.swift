import Foundation
import Testing

/// Every link in the docs leads somewhere in the repository, and every line anchor still points
/// at the code its link names, so a moved function fails here instead of the reader.
@Suite("Links in the docs")
struct DocLinkTests {
    /// A link as written: the file it is in, its line, its text and its target.
    struct Link: CustomStringConvertible {
        let file: String
        let line: Int
        let text: String
        let target: String

        var description: String { "\(file):\(line): [\(text)](\(target))" }
    }

    /// The Markdown files of the repository, and the spec files whose headers link the contract.
    static func documents() -> [String] {
        Repository.files(withExtension: "md")
            + ScenarioContractTests.specFolders.flatMap {
                Repository.files(under: $0, withExtension: "swift")
            }
    }

    /// The links of a document, outside fenced code blocks.
    static func links(in file: String) throws -> [Link] {
        var links: [Link] = []
        var inFence = false
        for (index, line) in try Repository.text(file).components(separatedBy: "\n").enumerated() {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle() }
            guard !inFence, line.contains("](") else { continue }
            for match in line.matches(of: /\[((?:[^\[\]]|\[[^\]]*\])*)\]\(([^)\s]+)\)/) {
                links.append(Link(file: file, line: index + 1, text: String(match.1), target: String(match.2)))
            }
        }
        return links
    }

    /// GitHub's anchors for a Markdown file's headings.
    static func headingAnchors(of file: String) throws -> Set<String> {
        var anchors: Set<String> = []
        var seen: [String: Int] = [:]
        var inFence = false
        for line in try Repository.text(file).components(separatedBy: "\n") {
            if line.hasPrefix("```") { inFence.toggle() }
            guard !inFence, line.hasPrefix("#"), let match = line.firstMatch(of: /^#{1,6} (.+)$/) else { continue }
            let slug = String(
                match.1.lowercased().compactMap { character -> Character? in
                    if character == " " { return "-" }
                    return character.isLetter || character.isNumber || character == "-" || character == "_"
                        ? character : nil
                })
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }

    static let allLinks: [Link] = documents().flatMap { (try? links(in: $0)) ?? [] }

    @Test("The docs have links to check")
    func docsHaveLinks() throws {
        #expect(Self.documents().contains("docs/TOUR.md"))
        #expect(Self.allLinks.filter { $0.target.contains("#L") }.count >= 20, "the tour's line anchors are gone")
    }

    @Test("A link leaves the repository only for the original sources that SOURCES.md lists")
    func externalLinksAreSources() throws {
        let sources = try Repository.text("SOURCES.md")
        for link in Self.allLinks where link.target.hasPrefix("http") && link.file != "SOURCES.md" {
            #expect(sources.contains(link.target), "\(link): not one of SOURCES.md's sources")
        }
    }

    @Test("Every relative link leads to a file of the repository, and every heading anchor exists")
    func relativeLinksResolve() throws {
        var anchorsByFile: [String: Set<String>] = [:]
        for link in Self.allLinks where !link.target.hasPrefix("http") && !link.target.hasPrefix("mailto:") {
            let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let path = String(parts[0])
            let fragment = parts.count > 1 ? String(parts[1]) : nil
            let base = Repository.url(link.file).deletingLastPathComponent()
            let target = path.isEmpty ? Repository.url(link.file) : base.appending(path: path)
            let relative = Repository.relativePath(of: target)
            #expect(!relative.hasPrefix("/"), "\(link): leaves the repository")
            #expect(FileManager.default.fileExists(atPath: target.path), "\(link): no such file")
            guard let fragment, !fragment.hasPrefix("L"), relative.hasSuffix(".md") else { continue }
            let anchors = try anchorsByFile[relative] ?? Self.headingAnchors(of: relative)
            anchorsByFile[relative] = anchors
            #expect(anchors.contains(fragment), "\(link): no such heading")
        }
    }

    @Test("Every line anchor's code span is on the line it points at")
    func lineAnchorsPointAtTheirCode() throws {
        var linesByFile: [String: [String]] = [:]
        for link in Self.allLinks where !link.target.hasPrefix("http") && link.target.contains("#L") {
            guard let anchor = link.target.firstMatch(of: /^([^#]+)#L(\d+)(?:-L(\d+))?$/) else { continue }
            let file = Repository.url(link.file).deletingLastPathComponent().appending(path: String(anchor.1))
            let lines =
                try linesByFile[file.path]
                ?? String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            linesByFile[file.path] = lines
            let first = Int(anchor.2)!
            let last = anchor.3.flatMap { Int($0) } ?? first
            guard first >= 1, last >= first, last <= lines.count else {
                Issue.record("\(link): the file has \(lines.count) lines")
                continue
            }
            guard let code = link.text.firstMatch(of: /`([^`]+)`/)?.1 else {
                Issue.record(
                    "\(link): a line anchor's text names its code in a code span, for example [`func tap()`](…)")
                continue
            }
            let span = lines[(first - 1)...(last - 1)].joined(separator: "\n")
            #expect(span.contains(code), "\(link): line \(first) no longer holds `\(code)`")
        }
    }
}
