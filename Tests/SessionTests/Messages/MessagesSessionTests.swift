import Catalog
import Harness
import Scenario
import Sessions
import Testing

/// The same random session on every architecture's system messages, for a fixed set of seeds.
@MainActor
@Suite("Differential sessions: system messages")
struct MessagesSessionTests {
    @Test(
        "Every architecture shows the same after each step of a seeded session",
        arguments: SessionRun.current.seeds(SessionSeeds.suite))
    func sameEverywhere(seed: UInt64) {
        if let spec = ScreenSessions.divergence(
            on: .messages, seed: seed, architectures: ArchitectureCatalog.all.filter { $0.builds(.messages) },
            architecturesList: "messagesArchitectures", run: .current)
        {
            Issue.record(Comment(rawValue: "seed \(seed) diverges:\n\(spec)"))
        }
    }
}
