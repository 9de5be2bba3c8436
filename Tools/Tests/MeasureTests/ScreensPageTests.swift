import Testing

@testable import Measure

/// The page that shows each screen: a block per state, what the architectures agree on said from
/// the snapshots they gave, never assumed.
@Suite("The screens' page")
struct ScreensPageTests {
    private func data(_ shown: [ScreenShown]) throws -> ReportData {
        ReportData(
            screens: [ReportData.Screen(name: "Cart", article: "003", builtBy: ["A", "B", "C"])], analyses: [],
            screenAnalyses: [:], couplingSource: .names, testability: [],
            specMatrix: try SpecMatrix(eventStream: SpecMatrixTests.stream(architectures: ["A"]), architectures: ["A"]),
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
}
