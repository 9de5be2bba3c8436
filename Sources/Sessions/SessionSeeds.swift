import Foundation

/// Which seeds a screen's differential sessions play, and how a mutation run sees them: every seed
/// of the suite's range, or only those `MVX_SESSION_SEEDS` lists (`mvx mutate` plays a mutant only
/// the seeds that reach it); while `mvx mutate` notes which test reaches which mutant, the seed
/// being played stands in `MVX_SESSION_SEED`, so that its switch can tell one seed from another.
public enum SessionSeeds {
    /// The seeds to play out of `range`.
    public static func seeds(_ range: ClosedRange<UInt64>) -> [UInt64] {
        guard let list = ProcessInfo.processInfo.environment["MVX_SESSION_SEEDS"] else { return Array(range) }
        return list.split(separator: ",").compactMap { UInt64($0) }.filter(range.contains)
    }

    /// Runs `body` with the seed in the environment, when a mutation run notes reaches.
    static func playing<T>(_ seed: UInt64, _ body: () -> T) -> T {
        guard ProcessInfo.processInfo.environment["MVX_MUTANT_REACH"] != nil else { return body() }
        setenv("MVX_SESSION_SEED", "\(seed)", 1)
        defer { unsetenv("MVX_SESSION_SEED") }
        return body()
    }

    /// Whether a mutation run is playing a mutant, which needs only to know that a session diverged,
    /// not its shrunk spec.
    static var isMutationRun: Bool { ProcessInfo.processInfo.environment["MVX_MUTANT"] != nil }
}
