import Foundation
import Sessions

/// The session run `mvx mutate` hands this test process through its environment, read here once:
/// the seeds that reach the mutant (`MVX_SESSION_SEEDS`), the mutant playing (`MVX_MUTANT`, of the
/// architecture `MVX_ARCH` names) and, while the switch notes reaches (`MVX_MUTANT_REACH`), the seed
/// playing, in `MVX_SESSION_SEED`. A plain `swift test` sets none of them.
extension SessionRun {
    static let current = SessionRun(environment: ProcessInfo.processInfo.environment)

    private init(environment: [String: String]) {
        let seeds = environment["MVX_SESSION_SEEDS"].map { list in
            Set(list.split(separator: ",").compactMap { UInt64($0) })
        }
        let announce: (@Sendable (UInt64?) -> Void)? =
            environment["MVX_MUTANT_REACH"] == nil ? nil : Self.announceToSwitch
        self.init(
            seeds: seeds, playsMutant: environment["MVX_MUTANT"] != nil, mutated: environment["MVX_ARCH"],
            announce: announce)
    }

    /// Sets the seed playing where the mutant switch reads it.
    private static func announceToSwitch(_ seed: UInt64?) {
        if let seed { setenv("MVX_SESSION_SEED", "\(seed)", 1) } else { unsetenv("MVX_SESSION_SEED") }
    }
}
