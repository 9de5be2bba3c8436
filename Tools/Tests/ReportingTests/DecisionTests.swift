import Testing

@testable import Reporting

/// The decision page's rule: each criterion has a noise band, figures within it tie, and the
/// verdict, the dominance and the ranks all use it, so planted figures change them.
@Suite("The decision rule")
struct DecisionTests {
    private func decision(code: [Double], tested: [Double?], edited: [Double] = [90, 90, 90], band: Double = 8)
        -> Decision
    {
        Decision(
            architectures: ["A", "B", "C"],
            criteria: [
                .init(name: "the least code", anchor: "1. Size", lowerIsBetter: true, figures: code),
                .init(name: "logic tested", anchor: "3. Testability", lowerIsBetter: false, figures: tested),
                .init(name: "code edited", anchor: "7. Cost", lowerIsBetter: true, figures: edited, band: band),
            ])
    }

    @Test("Figures within a band tie: 81 against 82 edited lines, with a band of 8, share the lead and the rank")
    func tieWithinBand() {
        let planted = decision(code: [1000, 1000, 1000], tested: [10, 10, 10], edited: [81, 82, 95])
        let edited = planted.criteria[2]
        #expect(edited.leaders == [0, 1])
        #expect(edited.ranks == [1, 1, 3])
        #expect(edited.isTied(0) && edited.isTied(1) && !edited.isTied(2))
        #expect(edited.isLast(2) && !edited.isLast(0))
        #expect(planted.better(than: 1) == [], "A's one line fewer is noise")
        let exact = decision(code: [1000, 1000, 1000], tested: [10, 10, 10], edited: [81, 82, 95], band: 0)
        #expect(exact.criteria[2].leaders == [0], "with no band, 81 leads 82")
        #expect(exact.better(than: 1) == [0])
    }

    @Test("One architecture is the choice over another only when it beats it beyond a band and loses nowhere")
    func dominance() {
        let planted = decision(code: [1000, 1200, 1300], tested: [10, 33, 32], edited: [80, 82, 120])
        #expect(planted.better(than: 2) == [1], "B beats C on code and edits, ties on tests")
        #expect(planted.better(than: 1) == [], "A writes less but tests less")
        #expect(planted.better(than: 0) == [])
        let missing = decision(code: [1000, 1000, 1100], tested: [30, 30, nil])
        #expect(missing.better(than: 0) == [], "B only ties A")
        #expect(missing.better(than: 2) == [0, 1], "A and B beat C on the one figure C has")
    }

    @Test("The verdict picks the undominated architecture leading most, never the baseline, or names a tie")
    func verdict() {
        let planted = Decision(
            architectures: ["Base", "B", "C"],
            criteria: decision(code: [500, 1200, 1300], tested: [0, 33, 20], edited: [150, 82, 81]).criteria,
            baseline: 0)
        #expect(
            planted.verdict.picks == [1], "B leads tests and ties C on edits; the baseline's code lead does not count")
        #expect(planted.verdict.runnerUp == 2)
        #expect(
            DecisionVerdict.sentence(planted).hasPrefix(
                "**Choose B**: it leads 2 of the 3 criteria, each within its noise band of the best (logic tested (33) and"
                    + " code edited (82))"))
        #expect(DecisionVerdict.sentence(planted).hasSuffix("C, the runner-up, beats it on no criterion."))
        #expect(
            DecisionVerdict.cases(planted).first
                == "**Base** (the baseline) leads the least code (500); it ranks last on logic tested (0) and code edited (150)."
        )
        let tie = Decision(
            architectures: ["Base", "B", "C"],
            criteria: decision(code: [500, 1200, 1200], tested: [0, 33, 33], edited: [150, 82, 81]).criteria,
            baseline: 0)
        #expect(tie.verdict.picks == [1, 2])
        #expect(DecisionVerdict.sentence(tie).hasPrefix("**A tie** between **B** and **C**: each leads 2 of the 3"))
        let split = Decision(
            architectures: ["Base", "B", "C"],
            criteria: decision(code: [1100, 1000, 1200], tested: [0, 20, 33], edited: [150, 82, 81]).criteria,
            baseline: 0)
        #expect(split.verdict.picks == [1, 2])
        #expect(
            DecisionVerdict.sentence(split).hasSuffix(
                "B leads the least code (1000) and code edited (82), but gives up logic tested (20 against C's 33);"
                    + " C leads logic tested (33) and code edited (81), but gives up the least code (1200 against B's"
                    + " 1000)."),
            "each tied architecture says what it gives up against the others in the tie")
    }

    @Test("The sensitivity line names the gap the runner-up must close, beyond the band")
    func sensitivity() throws {
        let planted = Decision(
            architectures: ["Base", "B", "C"],
            criteria: decision(code: [500, 1200, 1300], tested: [0, 33, 20], edited: [150, 82, 81]).criteria,
            baseline: 0)
        let line = try #require(DecisionVerdict.sensitivity(planted))
        #expect(line.contains("if C comes within the band of the best on"))
        #expect(line.contains("logic tested by 13"), "33 against 20, with no band on a count")
        let tie = Decision(
            architectures: ["Base", "B", "C"],
            criteria: decision(code: [1500, 1200, 1300], tested: [0, 33, 33], edited: [150, 95, 81]).criteria,
            baseline: 0)
        #expect(tie.verdict.picks == [1, 2], "B writes less, C edits less, both test all")
        #expect(
            DecisionVerdict.sensitivity(tie)
                == "The tie breaks if one of them comes within the band of the best on one more criterion:"
                + " B on code edited by 6 (band ±8) and C on the least code by 100.")
    }

    @Test("A screen's own figures can pick another architecture than the six screens summed")
    func perScreenVerdict() {
        let total = Decision(
            architectures: ["Base", "B", "C"],
            criteria: decision(code: [500, 1200, 1300], tested: [0, 33, 20], edited: [150, 82, 81]).criteria,
            baseline: 0)
        #expect(total.verdict.picks == [1])
        let cart = ScreenGrid.Figures(
            code: [100, 210, 200], tested: [0, 5, 5], files: [2, 5, 4], edited: [13, 18, 19], editedBand: 3)
        let onCart = ScreenGrid.decision(cart, architectures: ["Base", "B", "C"], baseline: 0)
        #expect(onCart.verdict.picks == [2], "on the cart, C writes less and reads fewer files, tests as much")
        let login = ScreenGrid.Figures(
            code: [77, 140, 123], tested: [0, 5, 5], files: [1, 2, 3], edited: [nil, nil, nil], editedBand: 0)
        #expect(
            ScreenGrid.decision(login, architectures: ["Base", "B", "C"], baseline: 0).verdict.picks == [1, 2],
            "no change touches it: B reads fewer files, C writes less, a tie")
    }

    @Test("Time counts only felt actions whose ranges part: an outlier below the floor changes nothing")
    func runtimeSlowdown() throws {
        func time(_ median: Double, _ min: Double, _ max: Double) -> RuntimeFigures.Time {
            .init(median: median, min: min, max: max)
        }
        let felt: [String: [RuntimeFigures.Time]] = [
            "A": [time(10, 9, 11), time(20, 19, 21)],
            "B": [time(10.5, 9.5, 12), time(80, 75, 85)],
            "C": [time(40, 39, 42), time(20, 18, 22)],
        ]
        let figures = RuntimeFigures(
            rows: 10_000, rounds: 5, date: "2026-11-27T00:00:00Z", actions: ["open", "like"], times: felt)
        #expect(figures.slowdown("A") == 1)
        #expect(
            abs(try #require(figures.slowdown("B")) - 2) < 1e-9, "1 for the open, whose ranges meet; 4 for the like")
        #expect(abs(try #require(figures.slowdown("C")) - 2) < 1e-9)
        #expect(figures.slowdown("D") == nil)
        #expect(figures.slowest("B", count: 3).map(\.action) == ["like"])
        #expect(figures.band > 0)

        var outlier = felt
        outlier["A"]?.append(time(0.003, 0.0029, 0.0031))
        outlier["B"]?.append(time(0.1, 0.09, 0.11))
        outlier["C"]?.append(time(0.003, 0.0029, 0.0031))
        let planted = RuntimeFigures(
            rows: 10_000, rounds: 5, date: "2026-11-27T00:00:00Z", actions: ["open", "like", "expand"],
            times: outlier)
        #expect(planted.felt == [0, 1], "33× slower, but in microseconds")
        #expect(["A", "B", "C"].map(planted.slowdown) == ["A", "B", "C"].map(figures.slowdown))
    }
}
