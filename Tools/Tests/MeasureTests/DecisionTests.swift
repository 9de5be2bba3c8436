import Testing

@testable import Measure

/// The decision page's rule: an architecture leads a criterion within 10% of the best, and the
/// advice follows the figures, so planted figures change it.
@Suite("The decision rule")
struct DecisionTests {
    private func decision(code: [Double], tested: [Double?]) -> Decision {
        Decision(
            architectures: ["A", "B", "C"],
            criteria: [
                .init(name: "the least code", anchor: "1. Size", lowerIsBetter: true, figures: code),
                .init(name: "logic tested", anchor: "3. Testability", lowerIsBetter: false, figures: tested),
            ])
    }

    @Test("Leaders are the best and those within 10% of it; ranks share ties")
    func leaders() {
        let planted = decision(code: [1000, 1099, 1101], tested: [0, 30, 33])
        #expect(planted.criteria[0].leaders == [0, 1], "1 099 is within 10% of 1 000, 1 101 is not")
        #expect(planted.criteria[1].leaders == [1, 2], "30 is within 10% of 33")
        #expect(planted.criteria[0].ranks == [1, 2, 3])
        #expect(decision(code: [5, 5, 7], tested: [nil, 1, 1]).criteria[1].ranks == [nil, 1, 1])
        #expect(
            decision(code: [1.801, 1.804, 1.72], tested: [0, 0, 0]).criteria[0].ranks == [2, 2, 1],
            "1.801 and 1.804 both read 1.80: one rank")
    }

    @Test("The advice follows the figures: planted figures choose another architecture")
    func adviceFollowsFigures() {
        let today = decision(code: [1000, 1500, 1900], tested: [0, 33, 33])
        #expect(
            today.statements == [
                "Choose **A** when you weigh most the least code.",
                "Choose **B** when you weigh most logic tested.",
                "Choose **C** when you weigh most logic tested. By these figures **B** is as good or better on every"
                    + " criterion and better on at least one: choose it over **C**.",
            ])
        let planted = decision(code: [1900, 1500, 1000], tested: [33, 0, 10])
        #expect(
            planted.statements == [
                "Choose **A** when you weigh most logic tested.",
                "**B** leads no criterion here. By these figures **C** is as good or better on every criterion and"
                    + " better on at least one: choose it over **B**.",
                "Choose **C** when you weigh most the least code.",
            ])
    }

    @Test("One architecture is the choice over another only when it is as good or better on every figure")
    func better() {
        let planted = decision(code: [1000, 1000, 1100], tested: [30, 30, nil])
        #expect(planted.better(than: 0) == [], "B only ties A; C is worse on code, and has no figure on tests")
        #expect(planted.better(than: 2) == [0, 1], "A and B are better on the one figure C has")
        let ranked = decision(code: [1000, 1200, 1300], tested: [10, 33, 32])
        #expect(ranked.better(than: 2) == [1])
        #expect(ranked.better(than: 1) == [] && ranked.better(than: 0) == [])
        let shown = decision(code: [1.801, 1.804, 2], tested: [30, 30, 30])
        #expect(shown.better(than: 1) == [], "1.801 and 1.804 both read 1.80: A is not better than B")
    }

    @Test("Time counts only where the bench's ranges part: a slower median inside the fastest's range is no slowdown")
    func runtimeSlowdown() throws {
        func time(_ median: Double, _ min: Double, _ max: Double) -> RuntimeFigures.Time {
            .init(median: median, min: min, max: max)
        }
        let figures = RuntimeFigures(
            rows: 10_000, rounds: 5, date: "2026-11-27T00:00:00Z", actions: ["open", "like"],
            times: [
                "A": [time(1, 0.9, 1.1), time(2, 1.9, 2.1)],
                "B": [time(1.05, 0.95, 1.2), time(8, 7.5, 8.5)],
                "C": [time(4, 3.9, 4.2), time(2, 1.8, 2.2)],
            ])
        #expect(figures.slowdown("A") == 1)
        #expect(
            abs(try #require(figures.slowdown("B")) - 2) < 1e-9, "1 for the open, whose ranges meet; 4 for the like")
        #expect(abs(try #require(figures.slowdown("C")) - 2) < 1e-9)
        #expect(figures.slowdown("D") == nil)
        #expect(figures.slowest("B", count: 3).map(\.action) == ["like"], "the open's ranges meet the fastest's")
        #expect(figures.slowest("C", count: 3).map { "\($0.action) \($0.ratio)" } == ["open 4.0"])
        #expect(figures.slowest("A", count: 3).isEmpty)
        let criterion = Decision.Criterion(
            name: "time", anchor: "", lowerIsBetter: true, figures: ["A", "B", "C"].map(figures.slowdown))
        #expect(criterion.leaders == [0])
    }
}
