import Foundation

/// Where a run's time went, phase by phase, as MUTATION.md's last-run line says it.
final class PhaseTimes: @unchecked Sendable {
    enum Phase: String, CaseIterable {
        case coverage = "coverage"
        case schemaBuilds = "schema builds"
        case reachRuns = "reach runs"
        case switchedMutants = "switched mutants' tests"
        case probeBuilds = "probe builds"
        case plainMutants = "plain mutants' builds and tests"
    }

    private let lock = NSLock()
    private var spent: [Phase: Duration] = [:]

    /// Runs `work`, adding its time to `phase`.
    func time<T, E: Error>(_ phase: Phase, _ work: () throws(E) -> T) throws(E) -> T {
        let start = ContinuousClock.now
        defer { add(ContinuousClock.now - start, to: phase) }
        return try work()
    }

    func add(_ duration: Duration, to phase: Phase) {
        lock.withLock { spent[phase, default: .zero] += duration }
    }

    /// `coverage 1 min 2 s, schema builds 3 min 40 s, …`: the phases that took a second or more.
    var summary: String {
        let spent = lock.withLock { self.spent }
        return Phase.allCases.compactMap { phase in
            guard let duration = spent[phase], duration >= .seconds(1) else { return nil }
            return "\(phase.rawValue) \(Self.text(duration))"
        }
        .joined(separator: ", ")
    }

    static func text(_ duration: Duration) -> String {
        let seconds = Int(duration.components.seconds)
        return seconds < 60 ? "\(seconds) s" : "\(seconds / 60) min \(seconds % 60) s"
    }
}
