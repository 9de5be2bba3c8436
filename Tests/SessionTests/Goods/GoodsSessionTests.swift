import Catalog
import Harness
import Scenario
import Sessions
import Testing

/// The same random session on every architecture's goods home page, for a fixed set of seeds.
@MainActor
@Suite("Differential sessions: goods home page")
struct GoodsSessionTests {
    @Test(
        "Every architecture shows the same after each step of a seeded session",
        arguments: SessionRun.current.seeds(SessionSeeds.suite))
    func sameEverywhere(seed: UInt64) {
        if let spec = ScreenSessions.divergence(
            on: .goods, seed: seed, architectures: ArchitectureCatalog.all.filter { $0.builds(.goods) },
            architecturesList: "goodsArchitectures", run: .current)
        {
            Issue.record(Comment(rawValue: "seed \(seed) diverges:\n\(spec)"))
        }
    }
}
