import Foundation
import Scenario
import SourceReading

/// `mvx fuzz`'s options.
struct FuzzOptions: CommandOptions {
    static let command = "fuzz"
    static let usage = """
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

    var seconds = 10.0
    var seed: UInt64 = 1
    var screens = Screen.allCases
    var help = false

    init(parsing arguments: inout ArgumentList) throws(LabError) {
        while let argument = arguments.next() {
            switch argument {
            case "-h", "--help": help = true
            case "--seconds": seconds = try arguments.positiveDouble(of: argument)
            case "--seed":
                let text = try arguments.value(of: argument)
                guard let value = UInt64(text) else {
                    throw LabError("--seed takes a whole number from 0, not '\(text)'")
                }
                seed = value
            case "--screen":
                let value = try arguments.value(of: argument)
                guard
                    let screen = Screen.allCases.first(where: {
                        $0.rawValue.caseInsensitiveCompare(value) == .orderedSame
                    })
                else {
                    throw LabError(
                        "--screen takes \(Screen.allCases.map(\.rawValue).joined(separator: " or ")), not '\(value)'"
                    )
                }
                screens = [screen]
            default: throw ArgumentList.unknown(argument)
            }
        }
    }
}
