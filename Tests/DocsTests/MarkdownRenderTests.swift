import Foundation
import Testing

/// The generated Markdown renders on GitHub as written: a line right after `</details>` is read as
/// part of the HTML block (a heading there shows as plain text), and a heading used twice gets an
/// anchor no one can guess.
@Suite("Markdown that renders")
struct MarkdownRenderTests {
    @Test("After every </details> comes a blank line", arguments: Repository.files(withExtension: "md"))
    func blankAfterDetails(file: String) throws {
        let lines = try Repository.text(file).components(separatedBy: "\n")
        for (index, line) in lines.enumerated() where line.trimmingCharacters(in: .whitespaces) == "</details>" {
            let next = lines.indices.contains(index + 1) ? lines[index + 1] : ""
            #expect(next.trimmingCharacters(in: .whitespaces).isEmpty, "\(file):\(index + 2) follows </details>")
        }
    }

    @Test("No heading is used twice in one file", arguments: Repository.files(withExtension: "md"))
    func uniqueHeadings(file: String) throws {
        var seen: [String: Int] = [:]
        var inCode = false
        for (index, line) in try Repository.text(file).components(separatedBy: "\n").enumerated() {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode, line.hasPrefix("#") else { continue }
            if let first = seen[line] {
                Issue.record("\(file):\(index + 1) repeats the heading of line \(first): \(line)")
            }
            seen[line] = seen[line] ?? index + 1
        }
    }
}
