/// What the decision page weighs: the criteria a team chooses an architecture by, each
/// architecture's figure on each with the criterion's measured noise, and the one rule that turns
/// figures into a verdict. Built from the report's figures only, so every statement changes when a
/// figure does.
public struct Decision: Equatable, Sendable {
    /// One criterion, each architecture's figure on it (nil where it has none), and its noise.
    public struct Criterion: Equatable, Sendable {
        public let name: String
        /// The report's section that details it, as an anchor of REPORT.md.
        public let anchor: String
        /// A page of `docs/` that details it instead, for a figure REPORT.md does not hold.
        public let page: String?
        public let lowerIsBetter: Bool
        public let figures: [Double?]
        /// What follows each figure where it is not a count ("×").
        public let unit: String
        /// The measured noise, in the figure's unit: two figures no further apart are a tie. Zero
        /// for a count that cannot vary.
        public let band: Double
        /// Where the band comes from, for the page.
        public let noise: String
        /// How the figure is measured, in one clause, for the page.
        public let how: String

        public init(
            name: String, anchor: String, page: String? = nil, lowerIsBetter: Bool, figures: [Double?],
            unit: String = "", band: Double = 0, noise: String = "exact: a count", how: String = ""
        ) {
            self.name = name
            self.anchor = anchor
            self.page = page
            self.unit = unit
            self.lowerIsBetter = lowerIsBetter
            self.figures = figures
            self.band = band
            self.noise = noise
            self.how = how
        }

        /// Whether `figure` beats `other` by more than the band, as the page shows them (to the hundredth).
        public func beats(_ figure: Double, _ other: Double) -> Bool {
            let (mine, theirs) = ((figure * 100).rounded(), (other * 100).rounded())
            return (lowerIsBetter ? theirs - mine : mine - theirs) > (band * 100).rounded()
        }

        /// The architectures no other beats here: the best, and those within the band of it.
        public var leaders: [Int] {
            figures.indices.filter { index in
                guard let figure = figures[index] else { return false }
                return !figures.contains { $0.map { beats($0, figure) } ?? false }
            }
        }

        /// Each architecture's rank, 1 for the best: one more than the architectures that beat it,
        /// so figures within the band of each other share a rank.
        public var ranks: [Int?] {
            figures.map { figure in
                guard let figure else { return nil }
                return 1 + figures.count { $0.map { beats($0, figure) } ?? false }
            }
        }

        /// Whether the architecture at the index shares its rank with another.
        public func isTied(_ index: Int) -> Bool {
            guard let rank = ranks[index] else { return false }
            return ranks.indices.contains { $0 != index && ranks[$0] == rank }
        }

        /// Whether the architecture at the index ranks last here, behind at least one other.
        public func isLast(_ index: Int) -> Bool {
            let known = ranks.compactMap { $0 }
            guard let rank = ranks[index], let worst = known.max() else { return false }
            return rank == worst && rank > 1
        }
    }

    public static let rule =
        "Each criterion has a noise band, measured from its own data; two figures within it are a tie. An architecture leads a criterion when no other beats it by more than the band. One architecture is the choice over another when it is beaten on no criterion and beats the other on at least one. The verdict goes to the architecture, not the baseline, that no other is the choice over and that leads the most criteria; two that lead as many are a tie."

    public let architectures: [String]
    public let criteria: [Criterion]
    /// The index of the baseline, the code the others are measured against: never the verdict.
    public let baseline: Int?

    public init(architectures: [String], criteria: [Criterion], baseline: Int? = nil) {
        self.architectures = architectures
        self.criteria = criteria
        self.baseline = baseline
    }

    /// The architectures as a table's columns name them, the baseline labelled as such.
    public var headers: [String] { Self.headers(architectures, baseline: baseline) }

    public static func headers(_ architectures: [String], baseline: Int?) -> [String] {
        architectures.indices.map { $0 == baseline ? "\(architectures[$0]) (baseline)" : architectures[$0] }
    }

    /// The criteria each architecture leads, by its index.
    public func led(by index: Int) -> [Criterion] {
        criteria.filter { $0.leaders.contains(index) }
    }

    /// The criteria on which the architecture at `index` ranks last.
    public func last(_ index: Int) -> [Criterion] {
        criteria.filter { $0.isLast(index) }
    }

    /// The criteria on which `other` beats the architecture at `index` beyond the band.
    public func lost(_ index: Int, to other: Int) -> [Criterion] {
        criteria.filter { criterion in
            guard let mine = criterion.figures[index], let theirs = criterion.figures[other] else { return false }
            return criterion.beats(theirs, mine)
        }
    }

    /// The architectures beaten on no criterion by the one at `index` and beating it on at least
    /// one, beyond each band: by these figures, each is the choice over it.
    public func better(than index: Int) -> [Int] {
        architectures.indices.filter { other in
            guard other != index else { return false }
            for criterion in criteria {
                guard let mine = criterion.figures[index] else { continue }
                guard let theirs = criterion.figures[other], !criterion.beats(mine, theirs) else { return false }
            }
            return !lost(index, to: other).isEmpty
        }
    }

    /// The verdict: the architectures (one, or those tied) that the rule picks, best first, and the
    /// runner-up, the next by criteria led. Empty when no architecture but the baseline is measured.
    public var verdict: (picks: [Int], runnerUp: Int?) {
        let candidates = architectures.indices.filter { $0 != baseline && better(than: $0).isEmpty }
        let byLeads = candidates.sorted { led(by: $0).count > led(by: $1).count }
        guard let first = byLeads.first else { return ([], nil) }
        let picks = byLeads.filter { led(by: $0).count == led(by: first).count }.sorted()
        let rest = architectures.indices.filter { $0 != baseline && !picks.contains($0) }
        return (picks, rest.max { led(by: $0).count < led(by: $1).count })
    }

    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
