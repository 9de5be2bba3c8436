import Catalog
import Reporting
import Scenario
import Sessions

/// Plays each list screen's suite sessions on the first architecture and counts those that reach
/// each interleaving: every architecture plays the same steps, so one shows the reach of all.
@MainActor
enum SessionReachProbe {
    static func measure(_ architectures: [ArchitectureEntry]) -> [SessionReachFigure] {
        Screen.allCases.compactMap { screen in
            guard let architecture = architectures.first(where: { $0.builds(screen) }),
                let reach = ScreenSessions.reach(on: screen, architecture: architecture)
            else { return nil }
            return SessionReachFigure(
                screen: screen.rawValue, sessions: SessionSeeds.suite.count,
                counts: Interleaving.allCases.map {
                    SessionReachFigure.Count(interleaving: $0.rawValue, sessions: reach[$0])
                })
        }
    }
}
