import LabTestSupport
import Testing

@testable import Reporting
@testable import SourceReading

/// The page that shows each screen: a block per state, what the architectures agree on said from
/// the snapshots they gave, never assumed.
@Suite("The screens' page")
struct ScreensPageTests {
    private func data(_ shown: [ScreenShown]) throws -> ReportData {
        ReportData(
            screens: [
                ReportData.Screen(name: "Cart", article: "003", trait: "a derived total", builtBy: ["A", "B", "C"])
            ], analyses: [],
            screenAnalyses: [:], couplingSource: .names, testability: [],
            specMatrix: try SpecMatrix(eventStream: EventStreams.stream(architectures: ["A"]), architectures: ["A"]),
            mutation: [], uiWork: [], objectsPerRow: [], screensShown: shown)
    }

    @Test("Each state gets its heading, its agreement and its snapshot in a text block")
    func blocks() throws {
        let page = ScreensPage.render(
            try data([
                ScreenShown(
                    screen: "Cart", state: "opened", snapshot: "stack: 购物车\nbar: [合计:3]", sameIn: ["A", "B", "C"],
                    otherIn: [])
            ]))
        let text = page.joined(separator: "\n")
        #expect(
            text.contains(
                "## Cart (003): opened\n\nThe same in all 3 architectures that build it.\n\n```text\nstack: 购物车\nbar: [合计:3]\n```"
            ))
    }

    @Test("A screen that differs between the architectures says which")
    func differs() throws {
        let page = ScreensPage.render(
            try data([ScreenShown(screen: "Cart", state: "opened", snapshot: "x", sameIn: ["A", "C"], otherIn: ["B"])]))
        #expect(page.contains("As A, C show it; B show something else."))
        #expect(!page.joined().contains("The same in all"))
    }

    private func columns(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x2E80 ? 2 : 1) }
    }

    @Test("A short line stays; a long one breaks after commas, then inside a part, nothing lost")
    func wraps() {
        #expect(ScreensPage.wrapped("  0: a=1, b=2") == ["  0: a=1, b=2"])
        let long = "  0 (173.0pt): " + (1...12).map { "cell.part\($0)=value\($0)" }.joined(separator: ", ")
        let lines = ScreensPage.wrapped(long)
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { columns($0) <= ScreensPage.width })
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("      ") }, "continuations indented past the line's")
        #expect(lines.dropLast().allSatisfy { $0.hasSuffix(",") }, "broken after a comma")
        let cjk = "  0: content=" + String(repeating: "系统将于今晚升级维护请提前保存", count: 5)
        let cut = ScreensPage.wrapped(cjk)
        #expect(cut.allSatisfy { columns($0) <= ScreensPage.width }, "a part too long is cut inside")
        #expect(
            cut.map { $0.trimmingPrefix(while: { $0 == " " }) }.joined() == cjk.trimmingPrefix(while: { $0 == " " }))
    }
}
