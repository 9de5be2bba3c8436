import Testing

@testable import Reporting

/// A screen page's size charts colour each bar by its architecture and add one bar per
/// architecture for all its layers.
@Suite("Size charts")
struct SizeChartTests {
    @Test("A series per architecture, zero on the others' bars, and a white series of zeros last")
    func seriesPerArchitecture() {
        let chart = SizeSection.chart(
            "t", bars: [("A View", "A"), ("A Scene", "A"), ("B View", "B")], values: [10, 20, 30],
            architectures: ["A", "B"])
        #expect(
            chart.filter { $0.hasPrefix("    bar [") } == [
                "    bar [10, 20, 0]", "    bar [0, 0, 30]", "    bar [0, 0, 0]",
            ])
        #expect(chart.contains { $0.contains("\"plotColorPalette\": \"#7f7f7f, #3b6fb6, #ffffff\"") })
        #expect(chart.contains("    y-axis \"code lines\" 0 --> 50"))
        #expect(chart.contains("    x-axis [\"A View\", \"A Scene\", \"B View\"]"))
    }
}
