import Catalog
import Scenario

/// Each screen's sessions, by seed: a screen joins the differential runs by having a case here.
@MainActor
public enum ScreenSessions {
    /// How many of the seeds' sessions on the screen reach each interleaving the screen can make,
    /// played on `architecture` (no entry for one it cannot); nil for a screen without rows (the login).
    public static func reach(
        on screen: Screen, architecture: ArchitectureEntry, seeds: ClosedRange<UInt64> = SessionSeeds.suite
    ) -> [Interleaving: Int]? {
        func count<S: ReachMeasured>(_ session: (UInt64) -> S) -> [Interleaving: Int] {
            var counts = Dictionary(uniqueKeysWithValues: session(seeds.lowerBound).interleavings.map { ($0, 0) })
            for seed in seeds {
                for interleaving in session(seed).reached(on: architecture) { counts[interleaving, default: 0] += 1 }
            }
            return counts
        }
        return switch screen {
        case .profile: count { ProfileSession(seed: $0) }
        case .login: nil
        case .cart: count { CartSession(seed: $0) }
        case .messages: count { MessagesSession(seed: $0) }
        case .goods: count { GoodsSession(seed: $0) }
        case .friends: count { FriendsSession(seed: $0) }
        }
    }

    /// The divergence of the seed's session on the screen, shrunk and written as a spec to paste
    /// (`architecturesList` is what its `arguments:` names), or nil when every architecture agreed.
    public static func divergence(
        on screen: Screen, seed: UInt64, architectures: [ArchitectureEntry],
        architecturesList: String = "architectures",
        run: SessionRun = .plain
    ) -> String? {
        run.playing(seed) {
            play(on: screen, seed: seed, architectures: run.played(architectures), architecturesList, run)
        }
    }

    private static func play(
        on screen: Screen, seed: UInt64, architectures: [ArchitectureEntry], _ architecturesList: String,
        _ run: SessionRun
    ) -> String? {
        switch screen {
        case .profile: spec(ProfileSession(seed: seed), seed, architectures, architecturesList, run)
        case .login: spec(LoginSession(seed: seed), seed, architectures, architecturesList, run)
        case .cart: spec(CartSession(seed: seed), seed, architectures, architecturesList, run)
        case .messages: spec(MessagesSession(seed: seed), seed, architectures, architecturesList, run)
        case .goods: spec(GoodsSession(seed: seed), seed, architectures, architecturesList, run)
        case .friends: spec(FriendsSession(seed: seed), seed, architectures, architecturesList, run)
        }
    }

    private static func spec<S: PlayableSession>(
        _ session: S, _ seed: UInt64, _ architectures: [ArchitectureEntry], _ list: String, _ run: SessionRun
    ) -> String? {
        guard let first = DifferentialRun.run(session, on: architectures) else { return nil }
        if run.playsMutant { return "the session diverges (not shrunk in a mutation run)" }
        let shrunk = DifferentialRun.shrink(session, on: architectures)
        return DifferentialRun.spec(
            shrunk, divergence: DifferentialRun.run(shrunk, on: architectures) ?? first, name: "Session \(seed)",
            architecturesList: list)
    }
}
