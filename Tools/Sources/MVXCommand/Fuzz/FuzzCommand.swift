import Catalog
import Foundation
import Scenario
import Sessions
import SourceReading

/// `mvx fuzz`: plays seeded random sessions on every architecture, screen by screen, and stops at
/// the first one where they show different things, printing it shrunk to its shortest form as a
/// spec to paste. The same seed is the same session on any machine.
enum FuzzCommand: Subcommand {
    static let abstract = "Play seeded random sessions on every architecture and compare them"

    static func run(_ options: FuzzOptions, in context: CommandContext) throws(LabError) -> Int32 {
        let (output, errorOutput) = (context.output, context.errorOutput)
        let (seconds, seed, screens) = (options.seconds, options.seed, options.screens)
        let architectures = ArchitectureCatalog.all
        let deadline = ContinuousClock.now + .seconds(seconds)
        var played = 0
        var current = seed
        while ContinuousClock.now < deadline {
            for screen in screens {
                played += 1
                if let found = ScreenSessions.divergence(on: screen, seed: current, architectures: architectures) {
                    output("\(screen.rawValue) session of seed \(current) diverges; shrunk:\n\n\(found)")
                    return 1
                }
            }
            if played % 200 == 0 { errorOutput("mvx fuzz: \(played) sessions, up to seed \(current), no divergence") }
            current += 1
        }
        output(
            "\(played) sessions (\(screens.map(\.rawValue).joined(separator: ", ")); seeds \(seed) to \(current - 1)) on "
                + "\(architectures.map(\.name).joined(separator: ", ")): no divergence.")
        return 0
    }
}
