import Testing

@testable import Reporting

/// The decision page's time a person would feel: only felt actions are shown, and an architecture
/// that stands apart is named with the types its traced action runs that no other's does.
@Suite("Time a person would feel")
struct FeltTimeSectionTests {
    private func time(_ median: Double) -> RuntimeFigures.Time {
        .init(median: median, min: median * 0.95, max: median * 1.05)
    }

    /// "expand": C is 33 times faster; "open": B is 2.5 times slower, within the factor; "like": C is
    /// 50 times slower, below the floor.
    private let runtime = RuntimeFigures(
        rows: 10_000, rounds: 5, date: "2026-11-28T00:00:00Z", actions: ["open", "expand", "like"],
        times: [
            "A": [
                .init(median: 40, min: 38, max: 42), .init(median: 40, min: 38, max: 42),
                .init(median: 0.002, min: 0.002, max: 0.002),
            ],
            "B": [
                .init(median: 100, min: 95, max: 105), .init(median: 41, min: 39, max: 43),
                .init(median: 0.002, min: 0.002, max: 0.002),
            ],
            "C": [
                .init(median: 42, min: 40, max: 44), .init(median: 1.2, min: 1.1, max: 1.3),
                .init(median: 0.1, min: 0.1, max: 0.1),
            ],
        ])

    private let traces = ActionTraces(
        fingerprints: [:],
        traces: [
            .init(architecture: "A", screen: "S", action: "tap", files: [], types: ["Cell", "Helper"], functions: 3),
            .init(
                architecture: "B", screen: "S", action: "tap", files: [], types: ["Cell", "Presenter"], functions: 3),
            .init(
                architecture: "C", screen: "S", action: "tap", files: [], types: ["Cell", "FrameModel"], functions: 3),
        ])

    @Test("Only an architecture beyond the factor, with no round in common, stands apart")
    func outliers() {
        let found = FeltTimeSection.outliers(runtime, architectures: ["A", "B", "C"])
        #expect(found.map(\.action) == ["expand"])
        #expect(found.first?.architecture == 2 && found.first?.nearest == 0)
    }

    @Test("The section shows felt actions only, marks the outlier and names what its traced action runs alone")
    func section() {
        let lines = FeltTimeSection.render(
            runtime, architectures: ["A", "B", "C"], traces: traces, twins: ["expand": "S"])
        let text = lines.joined(separator: "\n")
        #expect(text.contains("| expand | 40.0 | 41.0 | **1.20** |"))
        #expect(text.contains("| open | 40.0 | 100 | 42.0 |"))
        #expect(!text.contains("| like |"), "below the floor, even 50 times slower")
        #expect(
            text.contains(
                "- **C** on *expand*: 1.20 ms, 33.3× faster than the nearest, A (40.0 ms). What it does differently: the"
                    + " same action traced on the [S](S.md) screen (tap) runs `FrameModel`, types no other"
                    + " architecture's runs."))
        let untraced = FeltTimeSection.render(runtime, architectures: ["A", "B", "C"], traces: traces, twins: [:])
        #expect(!untraced.joined().contains("What it does differently"), "no cause without the same action traced")
    }
}
