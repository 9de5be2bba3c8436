import Foundation
import LabTestSupport
import Testing

@testable import Reporting
@testable import SourceReading

/// The claims' words are data: docs/claims has one text for each claim the report measures, and
/// the report stops, naming it, at a claim without one or a text of no claim.
@Suite("The claims' words")
struct ClaimTextsTests {
    private static let claims = Claim.evaluate(screens: [:], testability: [], objectsPerRow: [])

    private static func texts(_ markdown: String) throws -> ClaimTexts {
        var texts = ClaimTexts()
        try texts.add(parsing: markdown, file: "T.md")
        return texts
    }

    @Test("The lesson's docs/claims gives every claim its quote, English and threshold")
    func lessonCoversEveryClaim() throws {
        let applied = try ClaimTexts.load(packageRoot: Roots.lesson).applied(to: Self.claims)
        #expect(applied.count == Self.claims.count)
        #expect(applied.count >= 27)
        #expect(applied.allSatisfy { !$0.quote.isEmpty && !$0.gloss.isEmpty && !$0.threshold.isEmpty })
    }

    @Test("A claim's heading keys its quote, English and threshold")
    func parses() throws {
        let texts = try Self.texts(
            "# File\n\nIntro.\n\n## 000, A\n\n> 引用\n\nThe gloss,\nwrapped.\n\nThreshold: holds: x\n")
        #expect(
            texts.texts["000, A"] == ClaimTexts.Text(quote: "引用", gloss: "The gloss, wrapped.", threshold: "holds: x"))
    }

    @Test("A claim without a text, a text of no claim, or a heading twice is an error that names it")
    func errors() throws {
        let claim = try #require(Self.claims.first)
        let text = "## \(claim.source)\n\n> q\n\ng\n\nThreshold: t\n"
        #expect(try Self.texts(text).applied(to: [claim]).first?.quote == "q")
        #expect(throws: LabError.self) { try Self.texts("").applied(to: [claim]) }
        #expect(throws: LabError.self) {
            try Self.texts(text + "## 000, Stray\n\n> q\n").applied(to: [claim])
        }
        #expect(throws: LabError.self) { try Self.texts("## \(claim.source)\n\n> q\n").applied(to: [claim]) }
        #expect(throws: LabError.self) { try Self.texts(text + text) }
    }
}
