import Foundation
import SourceReading

/// The bench's times at its largest size, as the decision page weighs them: each action's median
/// and spread per architecture, stored by `mvx bench --write` in docs/lab/benchmarks/runtime.json.
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

    /// The shortest fastest median, in milliseconds, for an action to count: below it no person
    /// feels a difference, and one cache or a few microseconds would weigh as much as an open.
    public static let floor = 1.0

    /// The actions that count, by index: those whose fastest median is at least ``floor``.
    public var felt: [Int] {
        actions.indices.filter { index in
            (times.values.compactMap { $0[safe: index]?.median }.min() ?? 0) >= Self.floor
        }
    }

    /// The slowdown's noise: half the widest span, over the architectures, between the slowdown
    /// taken from each action's slowest round against the fastest's quickest, and the other way round.
    public var band: Double {
        let spans = times.keys.compactMap { architecture -> Double? in
            guard let high = mean(architecture, { own, fastest in own.max / fastest.min }),
                let low = mean(architecture, { own, fastest in Swift.max(1, own.min / fastest.max) })
            else { return nil }
            return high - low
        }
        return ((spans.max() ?? 0) / 2 * 100).rounded() / 100
    }

    /// Whether two ranges of rounds share no value.
    public static func apart(_ one: ClosedRange<Double>, _ other: ClosedRange<Double>) -> Bool {
        one.upperBound < other.lowerBound || other.upperBound < one.lowerBound
    }

    /// How many times the fastest the architecture is, over the actions: the geometric mean of
    /// its median over the fastest median, counting 1 wherever its range meets the fastest's
    /// (there the bench sees no difference). Nil for an architecture the bench did not time.
    public func slowdown(_ architecture: String) -> Double? {
        mean(architecture) { own, fastest in own.median / fastest.median }
    }

    /// The geometric mean, over the felt actions, of a ratio of the architecture's time to the
    /// fastest's, 1 where the two ranges meet.
    private func mean(_ architecture: String, _ ratio: (Time, Time) -> Double) -> Double? {
        guard let ratios = ratios(architecture, ratio) else { return nil }
        return exp(ratios.map(log).reduce(0, +) / Double(Swift.max(ratios.count, 1)))
    }

    /// The actions where the architecture is slowest against the fastest, worst first, with how
    /// many times the fastest it is there; only those whose ranges part.
    public func slowest(_ architecture: String, count: Int) -> [(action: String, ratio: Double)] {
        guard let ratios = ratios(architecture, { $0.median / $1.median }) else { return [] }
        return zip(felt.map { actions[$0] }, ratios).filter { $0.1 > 1 }.sorted { $0.1 > $1.1 }.prefix(count).map {
            ($0.0, $0.1)
        }
    }

    /// Each felt action's ratio of the architecture's time to the fastest's, 1 where the two ranges meet.
    private func ratios(_ architecture: String, _ ratio: (Time, Time) -> Double) -> [Double]? {
        guard let own = times[architecture], own.count == actions.count else { return nil }
        return felt.map { index -> Double in
            let all = times.values.compactMap { $0[safe: index] }
            guard let fastest = all.min(by: { $0.median < $1.median }), fastest.median > 0,
                own[index].isApart(from: fastest)
            else { return 1 }
            return ratio(own[index], fastest)
        }
    }
}
