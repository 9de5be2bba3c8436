import Catalog
import Harness
import Scenario
import Sessions
import Testing

/// The same random session on every architecture, for a fixed set of seeds: what a person sees
/// after each step is the same in every one, and closing frees everything.
@MainActor
@Suite("Differential sessions: profile")
struct ProfileSessionTests {
    @Test(
        "Every architecture shows the same after each step of a seeded session",
        arguments: SessionRun.current.seeds(SessionSeeds.suite))
    func sameEverywhere(seed: UInt64) {
        if let spec = ScreenSessions.divergence(
            on: .profile, seed: seed, architectures: ArchitectureCatalog.all, architecturesList: "architectures",
            run: .current)
        {
            Issue.record(Comment(rawValue: "seed \(seed) diverges:\n\(spec)"))
        }
    }
}
