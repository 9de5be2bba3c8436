import Testing

@testable import Measure

/// The screens' page wraps a snapshot's long lines so that they fit GitHub's column.
@Suite("The screens' page")
struct ScreensPageTests {
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
