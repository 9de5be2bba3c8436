import Foundation

/// The bench's times at its largest size, as the decision page weighs them: each action's median
/// and spread per architecture, stored by `mvx bench --write` in docs/benchmarks/runtime.json.
public struct RuntimeFigures: Codable, Equatable, Sendable {
    /// One action's median over the rounds, and the fastest and slowest round.
    public struct Time: Codable, Equatable, Sendable {
        public let median: Double
        public let min: Double
        public let max: Double

        public init(median: Double, min: Double, max: Double) {
            self.median = median
            self.min = min
            self.max = max
        }

        /// Whether the two ranges share no value: only then do two times differ.
        public func isApart(from other: Time) -> Bool { RuntimeFigures.apart(min...max, other.min...other.max) }
    }

    public let rows: Int
    public let rounds: Int
    /// When the bench ran, as ISO 8601.
    public let date: String
    public let actions: [String]
    /// Per architecture, a time per action in the order of `actions`.
    public let times: [String: [Time]]

    public init(rows: Int, rounds: Int, date: String, actions: [String], times: [String: [Time]]) {
        self.rows = rows
        self.rounds = rounds
        self.date = date
        self.actions = actions
        self.times = times
    }

    /// Whether two ranges of rounds share no value.
    public static func apart(_ one: ClosedRange<Double>, _ other: ClosedRange<Double>) -> Bool {
        one.upperBound < other.lowerBound || other.upperBound < one.lowerBound
    }

    /// How many times the fastest the architecture is, over the actions: the geometric mean of
    /// its median over the fastest median, counting 1 wherever its range meets the fastest's
    /// (there the bench sees no difference). Nil for an architecture the bench did not time.
    public func slowdown(_ architecture: String) -> Double? {
        guard let ratios = ratios(architecture) else { return nil }
        return exp(ratios.map(log).reduce(0, +) / Double(max(ratios.count, 1)))
    }

    /// The actions where the architecture is slowest against the fastest, worst first, with how
    /// many times the fastest it is there; only those whose ranges part.
    public func slowest(_ architecture: String, count: Int) -> [(action: String, ratio: Double)] {
        guard let ratios = ratios(architecture) else { return [] }
        return zip(actions, ratios).filter { $0.1 > 1 }.sorted { $0.1 > $1.1 }.prefix(count).map { ($0.0, $0.1) }
    }

    /// Each action's median over the fastest median, 1 where the two ranges meet.
    private func ratios(_ architecture: String) -> [Double]? {
        guard let own = times[architecture], own.count == actions.count else { return nil }
        return actions.indices.map { index -> Double in
            let all = times.values.compactMap { $0[safe: index] }
            guard let fastest = all.min(by: { $0.median < $1.median }), fastest.median > 0,
                own[index].isApart(from: fastest)
            else { return 1 }
            return own[index].median / fastest.median
        }
    }
}
