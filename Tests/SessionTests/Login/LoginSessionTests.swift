import Catalog
import Harness
import Scenario
import Sessions
import Testing

/// The same random session on every architecture's login form, for a fixed set of seeds.
@MainActor
@Suite("Differential sessions: login")
struct LoginSessionTests {
    @Test(
        "Every architecture shows the same after each step of a seeded session",
        arguments: SessionRun.current.seeds(SessionSeeds.suite))
    func sameEverywhere(seed: UInt64) {
        if let spec = ScreenSessions.divergence(
            on: .login, seed: seed, architectures: ArchitectureCatalog.all, architecturesList: "loginArchitectures",
            run: .current)
        {
            Issue.record(Comment(rawValue: "seed \(seed) diverges:\n\(spec)"))
        }
    }
}
