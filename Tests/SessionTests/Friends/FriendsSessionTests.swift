import Catalog
import Harness
import Scenario
import Sessions
import Testing

/// The same random session on every architecture's friend and follow lists, for a fixed set of seeds.
@MainActor
@Suite("Differential sessions: friend and follow lists")
struct FriendsSessionTests {
    @Test(
        "Every architecture shows the same after each step of a seeded session",
        arguments: SessionRun.current.seeds(SessionSeeds.suite))
    func sameEverywhere(seed: UInt64) {
        if let spec = ScreenSessions.divergence(
            on: .friends, seed: seed, architectures: ArchitectureCatalog.all.filter { $0.builds(.friends) },
            architecturesList: "friendsArchitectures", run: .current)
        {
            Issue.record(Comment(rawValue: "seed \(seed) diverges:\n\(spec)"))
        }
    }
}
