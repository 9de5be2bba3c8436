import Foundation
import Testing

/// The tour quotes code in a few places; each excerpt is the code as it is, so a quoted line that
/// changes fails here instead of teaching what the package no longer does.
@Suite("Code excerpts in the tour")
struct TourExcerptTests {
    /// The ```swift blocks of a page, each as its lines, trimmed.
    static func excerpts(in page: String) throws -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in try Repository.text(page).components(separatedBy: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            if current == nil, text == "```swift" {
                current = []
            } else if current != nil, text == "```" {
                blocks.append(current ?? [])
                current = nil
            } else if current != nil, !text.isEmpty {
                current?.append(text)
            }
        }
        return blocks
    }

    /// Every Swift file of the lesson's sources and tests, each as its lines, trimmed, one string.
    static let code: [String] =
        (Repository.files(under: "Sources", withExtension: "swift")
        + Repository.files(under: "Tests", withExtension: "swift")).compactMap { path in
            (try? Repository.text(path))?.components(separatedBy: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: "\n")
        }

    @Test("The tour quotes code")
    func tourHasExcerpts() throws {
        #expect(try Self.excerpts(in: "docs/TOUR.md").count >= 3)
    }

    @Test("Every excerpt of the tour is the code it quotes, line for line")
    func excerptsAreTheCode() throws {
        for page in ["docs/TOUR.md"] + DocCountTests.tourParts() {
            for excerpt in try Self.excerpts(in: page) {
                let text = excerpt.joined(separator: "\n")
                #expect(Self.code.contains { $0.contains(text) }, "\(page): no file has this excerpt:\n\(text)")
            }
        }
    }
}
