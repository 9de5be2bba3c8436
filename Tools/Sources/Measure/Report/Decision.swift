/// What the decision page weighs: the criteria a team chooses an architecture by, each
/// architecture's figure on each, and the rule that turns figures into "choose X when …". Built
/// from the report's figures only, so every statement changes when a figure does.
public struct Decision: Equatable, Sendable {
    /// One criterion, and each architecture's figure on it (nil where it has none).
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

        public init(
            name: String, anchor: String, page: String? = nil, lowerIsBetter: Bool, figures: [Double?],
            unit: String = ""
        ) {
            self.name = name
            self.anchor = anchor
            self.page = page
            self.unit = unit
            self.lowerIsBetter = lowerIsBetter
            self.figures = figures
        }

        /// The best figure, and the architectures within the rule's margin of it.
        public var leaders: [Int] {
            let known = figures.compactMap { $0 }
            guard let best = lowerIsBetter ? known.min() : known.max() else { return [] }
            let bound = lowerIsBetter ? best * (1 + Decision.margin) : best * (1 - Decision.margin)
            return figures.indices.filter { index in
                guard let figure = figures[index] else { return false }
                return lowerIsBetter ? figure <= bound : figure >= bound
            }
        }

        /// The figures as the page shows them, to the hundredth, in hundredths: what ranks compare.
        var shown: [Double?] { figures.map { $0.map { ($0 * 100).rounded() } } }

        /// Each architecture's rank, 1 for the best; figures equal as the page shows them share a rank.
        public var ranks: [Int?] {
            let shown = shown
            return shown.map { figure in
                guard let figure else { return nil }
                return 1
                    + shown.count { other in
                        guard let other else { return false }
                        return lowerIsBetter ? other < figure : other > figure
                    }
            }
        }
    }

    /// How close to the best counts as leading: within 10%.
    public static let margin = 0.10
    public static let rule =
        "An architecture leads a criterion when its figure is the best or within 10% of the best; the page advises it for the criteria it leads, and says so where it leads none. Where another architecture is as good or better on every criterion and better on at least one, the page names it as the choice over this one."

    public let architectures: [String]
    public let criteria: [Criterion]

    public init(architectures: [String], criteria: [Criterion]) {
        self.architectures = architectures
        self.criteria = criteria
    }

    /// The criteria each architecture leads, by its index.
    public func led(by index: Int) -> [Criterion] {
        criteria.filter { $0.leaders.contains(index) }
    }

    /// The architectures as good as the one at `index` or better on every criterion it has a
    /// figure for, and better on at least one, as the page shows the figures: by these figures,
    /// each is the choice over it.
    public func better(than index: Int) -> [Int] {
        architectures.indices.filter { other in
            guard other != index else { return false }
            var isBetterOnOne = false
            for criterion in criteria {
                let shown = criterion.shown
                guard let mine = shown[index] else { continue }
                guard let theirs = shown[other] else { return false }
                if criterion.lowerIsBetter ? theirs > mine : theirs < mine { return false }
                if theirs != mine { isBetterOnOne = true }
            }
            return isBetterOnOne
        }
    }

    /// "Choose MVP when you weigh most: logic tested without a screen and …", one per architecture,
    /// with the architectures that are the choice over it by every figure.
    public var statements: [String] {
        architectures.indices.map { index in
            let name = "**\(architectures[index])**"
            let led = led(by: index).map(\.name)
            let advice =
                led.isEmpty
                ? "\(name) leads no criterion here." : "Choose \(name) when you weigh most \(Self.list(led))."
            let over = better(than: index).map { "**\(architectures[$0])**" }
            guard !over.isEmpty else { return advice }
            return advice
                + " By these figures \(Self.list(over)) \(over.count == 1 ? "is" : "are") as good or better on"
                + " every criterion and better on at least one: choose \(over.count == 1 ? "it" : "one of them") over \(name)."
        }
    }

    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
