/// The decision's words: the verdict first, with its figures and what it gives up against the
/// runner-up; each other architecture's case in one line; and what would change the verdict.
enum DecisionVerdict {
    /// "**Choose MVP**: it leads 4 of the 6 criteria (…); against MVVM, the runner-up, it gives up …".
    static func sentence(_ decision: Decision) -> String {
        let (picks, runnerUp) = decision.verdict
        guard let pick = picks.first else { return "No architecture but the baseline is measured." }
        let count = decision.criteria.count
        if picks.count > 1 {
            let names = picks.map { "**\(decision.architectures[$0])**" }
            return
                "**A tie** between \(Decision.list(names)): each leads \(decision.led(by: pick).count) of the \(count)"
                + " criteria, and no architecture is the choice over \(picks.count == 2 ? "either" : "any of them"). "
                + picks.map {
                    "\(decision.architectures[$0]) leads \(figures(decision.led(by: $0), at: $0))"
                        + givenUp(decision, $0, against: picks)
                }
                .joined(separator: "; ") + "."
        }
        let name = decision.architectures[pick]
        var out =
            "**Choose \(name)**: it leads \(decision.led(by: pick).count) of the \(count) criteria, each within its noise"
            + " band of the best (\(figures(decision.led(by: pick), at: pick))), and no architecture is the choice"
            + " over it."
        if let runnerUp {
            let given = decision.lost(pick, to: runnerUp)
            let other = decision.architectures[runnerUp]
            out +=
                given.isEmpty
                ? " \(other), the runner-up, beats it on no criterion."
                : " Against \(other), the runner-up, it gives up "
                    + given.map { "\($0.name) (\(figure($0, pick)) against \(other)'s \(figure($0, runnerUp)))" }
                    .joined(
                        separator: ", ") + "."
        }
        return out
    }

    /// One line per architecture but the pick: what it leads, who is the choice over it, and the
    /// criteria it ranks last on.
    static func cases(_ decision: Decision) -> [String] {
        let picks = decision.verdict.picks
        return decision.architectures.indices.filter { !picks.contains($0) || picks.count > 1 }.map {
            line(decision, $0)
        }
    }

    /// The architecture's case: the verdict for the one picked alone, its one line for any other.
    static func line(_ decision: Decision, _ index: Int) -> String {
        let picks = decision.verdict.picks
        guard picks != [index] else { return sentence(decision) }
        let name = "**\(decision.architectures[index])**" + (index == decision.baseline ? " (the baseline)" : "")
        let led = decision.led(by: index)
        let over = decision.better(than: index).map { decision.architectures[$0] }
        let last = decision.last(index).map { "\($0.name) (\(figure($0, index)))" }
        return name
            + (led.isEmpty ? " leads no criterion" : " leads \(figures(led, at: index))")
            + (over.isEmpty ? "" : "; \(Decision.list(over)) \(over.count == 1 ? "is" : "are") the choice over it")
            + (last.isEmpty ? "." : "; it ranks last on \(Decision.list(last)).")
    }

    /// What would change the verdict, by the same rule: for one pick, the gaps the runner-up would
    /// have to close to tie; for a tie, the gap each tied architecture would have to close to lead one
    /// more criterion, and so be picked alone.
    static func sensitivity(_ decision: Decision) -> String? {
        let (picks, runnerUp) = decision.verdict
        func gaps(_ index: Int, among criteria: [Decision.Criterion]) -> [(Decision.Criterion, Double)] {
            criteria.compactMap { criterion -> (Decision.Criterion, Double)? in
                let known = criterion.figures.compactMap { $0 }
                guard let figure = criterion.figures[index],
                    let best = criterion.lowerIsBetter ? known.min() : known.max()
                else { return nil }
                return (criterion, max(0, abs(figure - best) - criterion.band))
            }
            .sorted { $0.1 / max(abs($0.0.figures[index] ?? 1), 1) < $1.1 / max(abs($1.0.figures[index] ?? 1), 1) }
        }
        func closed(_ criterion: Decision.Criterion, _ gap: Double) -> String {
            "\(criterion.name) by \(DecisionPage.number(gap))\(criterion.unit)"
                + (criterion.band == 0 ? "" : " (band ±\(DecisionPage.number(criterion.band))\(criterion.unit))")
        }
        if picks.count > 1 {
            let each = picks.compactMap { pick -> String? in
                let unled = decision.criteria.filter { !$0.leaders.contains(pick) }
                return gaps(pick, among: unled).first.map { "\(decision.architectures[pick]) on \(closed($0, $1))" }
            }
            guard !each.isEmpty else { return nil }
            return "The tie breaks if one of them comes within the band of the best on one more criterion: "
                + Decision.list(each) + "."
        }
        guard let pick = picks.first, let runnerUp else { return nil }
        let other = decision.architectures[runnerUp]
        let needed = decision.led(by: pick).count - decision.led(by: runnerUp).count
        let open = gaps(
            runnerUp, among: decision.criteria.filter { $0.leaders.contains(pick) && !$0.leaders.contains(runnerUp) })
        guard needed > 0, open.count >= needed else { return nil }
        return "The verdict becomes a tie with \(other) if \(other) comes within the band of the best on "
            + "\(Decision.list(open.prefix(needed).map { closed($0, $1) }))."
    }

    /// What a tied architecture gives up against the others in the tie: each criterion one of them
    /// beats it on beyond the band, against the best of them there.
    private static func givenUp(_ decision: Decision, _ pick: Int, against picks: [Int]) -> String {
        let given = decision.criteria.compactMap { criterion -> String? in
            let beaters = picks.filter { $0 != pick && decision.lost(pick, to: $0).contains(criterion) }
            let best = beaters.min { one, other in
                let (mine, theirs) = (criterion.figures[one] ?? 0, criterion.figures[other] ?? 0)
                return criterion.lowerIsBetter ? mine < theirs : mine > theirs
            }
            return best.map {
                "\(criterion.name) (\(figure(criterion, pick)) against \(decision.architectures[$0])'s"
                    + " \(figure(criterion, $0)))"
            }
        }
        return given.isEmpty ? "" : ", but gives up \(Decision.list(given))"
    }

    private static func figures(_ criteria: [Decision.Criterion], at index: Int) -> String {
        Decision.list(criteria.map { "\($0.name) (\(figure($0, index)))" })
    }

    private static func figure(_ criterion: Decision.Criterion, _ index: Int) -> String {
        criterion.figures[index].map { DecisionPage.number($0) + criterion.unit } ?? "–"
    }
}
