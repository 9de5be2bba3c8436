import Catalog
import Foundation
import Scenario
import Sessions

/// `mvx fuzz`: plays seeded random sessions on every architecture, screen by screen, and stops at
/// the first one where they show different things, printing it shrunk to its shortest form as a
/// spec to paste. The same seed is the same session on any machine.
@MainActor
public enum FuzzCommand {
    public static let usage = """
        USAGE: mvx fuzz [--seconds <n>] [--seed <s>] [--screen <name>]

        Plays random sessions (random data within the contract's ranges, random taps, pulls,
        scrolls, keystrokes, held, failed and released answers, and closes) on every architecture,
        seed after seed from <s>, and compares what a person sees after every step. At the first
        divergence it prints the session shrunk to the fewest steps that still show it, as a spec,
        and exits 1; otherwise it exits 0 when the time is up.

        OPTIONS:
          --seconds <n>         How long to run (default 10).
          --seed <s>            The first seed (default 1); seeds go up from it.
          --screen <name>       One screen, Profile or Login (default: every screen, in turn).
          -h, --help            Show this help.
        """

    public static func run(_ arguments: [String], output: (String) -> Void, errorOutput: (String) -> Void) -> Int32 {
        var seconds = 10.0
        var seed: UInt64 = 1
        var screens = Screen.allCases
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "-h", "--help":
                output(usage)
                return 0
            case "--seconds":
                guard let value = rest.popFirst().flatMap(Double.init), value > 0 else {
                    errorOutput("mvx: error: --seconds needs a positive number (see 'mvx fuzz --help')")
                    return 64
                }
                seconds = value
            case "--seed":
                guard let value = rest.popFirst().flatMap(UInt64.init) else {
                    errorOutput("mvx: error: --seed needs a whole number from 0 (see 'mvx fuzz --help')")
                    return 64
                }
                seed = value
            case "--screen":
                let value = rest.popFirst() ?? ""
                guard
                    let screen = Screen.allCases.first(where: {
                        $0.rawValue.caseInsensitiveCompare(value) == .orderedSame
                    })
                else {
                    errorOutput(
                        "mvx: error: --screen takes \(Screen.allCases.map(\.rawValue).joined(separator: " or ")), not '\(value)' (see 'mvx fuzz --help')"
                    )
                    return 64
                }
                screens = [screen]
            default:
                errorOutput("mvx: error: unknown argument '\(argument)' (see 'mvx fuzz --help')")
                return 64
            }
        }
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
