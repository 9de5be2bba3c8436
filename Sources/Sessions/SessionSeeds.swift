import Catalog
import Foundation

/// Which seeds a screen's differential sessions play, and how a mutation run sees them: every seed
/// of the suite's range, or only those `MVX_SESSION_SEEDS` lists (`mvx mutate` plays a mutant only
/// the seeds that reach it); while `mvx mutate` notes which test reaches which mutant, the seed
/// being played stands in `MVX_SESSION_SEED`, so that its switch can tell one seed from another.
public enum SessionSeeds {
    /// The seeds each screen's differential sessions play in the suite.
    public static let suite: ClosedRange<UInt64> = 1...60

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

    /// The architectures a session plays: all of them, or, while a mutation run plays a mutant of
    /// one architecture (`MVX_ARCH`), that one and one other. Unmutated, every architecture shows the
    /// same at every step (the run checks that first), so differing from one is differing from all.
    static func played(_ architectures: [ArchitectureEntry]) -> [ArchitectureEntry] {
        guard isMutationRun, let name = ProcessInfo.processInfo.environment["MVX_ARCH"],
            let mutated = architectures.first(where: { $0.name == name }),
            let other = partner(of: name, among: architectures.map(\.name)),
            let partner = architectures.first(where: { $0.name == other })
        else { return architectures }
        return [mutated, partner]
    }

    /// The architecture a mutation run's session plays beside the mutated one: the first other.
    public static func partner(of name: String, among architectures: [String]) -> String? {
        architectures.first { $0 != name }
    }

    /// Whether a mutation run is playing a mutant, which needs only to know that a session diverged,
    /// not its shrunk spec.
    static var isMutationRun: Bool { ProcessInfo.processInfo.environment["MVX_MUTANT"] != nil }
}
