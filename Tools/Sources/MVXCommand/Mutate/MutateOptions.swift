import Foundation
import SourceReading

/// `mvx mutate`'s options.
struct MutateOptions: CommandOptions {
    static let command = "mutate"
    static let usage = """
        USAGE: mvx mutate [--arch <names>] [--screen <names>] [--all] [--limit <n>] [--match <text>] [--survivors]
                          [--timeout <seconds>] [--jobs <n>] [--list] [--review] [--require-killed]
                          [--no-coverage] [--package-path <path>]

        Generates the mutants of each architecture's code (Sources/<Arch>), unit by unit (a screen's
        folder, or Common: what its screens share and its entry point), and writes them all into one
        scratch copy of the package (.build-mutate/package), each behind `MutantSwitch.isActive(id)`,
        which reads MVX_MUTANT. The copy builds once; a mutant whose own code the compiler refuses is
        stillborn, and one no switch can express (a `weak` property, a `guard` whose bindings the rest
        of its scope reads) builds on its own. One run of the suite notes which test (and which
        session seed) reaches which mutant. Each mutant then runs, on every core, the specs of its
        screen (and of the screens that open it) that reach it, against its architecture, stopping
        at the first failure; a mutant they let through meets the differential sessions that reach
        it; a mutant no test reaches survives as not covered. When every unit is measured, MUTATION.md
        is written at once: its score with and without the sessions, per operator family, every
        survivor and the suite's code coverage. It runs only the units whose code, specs, sessions or
        operators changed since their row in MUTATION.md; the others keep their rows.

        OPTIONS:
          --arch <names>        Comma-separated architectures (default: every one in the catalog).
          --screen <names>      Comma-separated units to run (Profile, Login, Common; default: all).
          --all                 Run every unit, even those whose fingerprint MUTATION.md already holds.
          --limit <n>           A sample: at most n mutants per architecture, spread over its code.
          --match <text>        Only the mutants whose line contains the text.
          --survivors           Only the mutants MUTATION.md lists as survivors (after adding specs).
          --timeout <seconds>   Longest time limit of one test run (default: 60). A run's limit is
                                \(RunTimeLimit.floor.components.seconds) s plus \(RunTimeLimit.factor) times what its tests took in the reach run; a
                                mutant that runs past it hangs, and counts as killed.
          --jobs <n>            Mutants run side by side on the one build (default: the cores).
          --list                Print the mutants and run nothing.
          --review              Run nothing: apply EQUIVALENT_MUTANTS.md to the survivors MUTATION.md
                                lists, and rescore (after reviewing a survivor).
          --require-killed      Exit 1 unless every mutant run was killed (CI's smoke test).
          --no-coverage         Skip the coverage run.
          --package-path <path> The package root (default: the current directory).
          -h, --help            Show this help.

        A sample (--limit, --match, --survivors) prints its results and writes nothing. A run cut
        short leaves MUTATION.md as it was.
        """

    var architectures: [String]?
    var screens: [String]?
    var limit: Int?
    var match: String?
    var survivors = false
    var timeout = 60
    var jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
    var list = false
    var review = false
    var requireKilled = false
    var all = false
    var coverage = true
    var packagePath: String?
    var help = false

    var isSample: Bool { limit != nil || match != nil || survivors }

    init(parsing arguments: inout ArgumentList) throws(LabError) {
        while let argument = arguments.next() {
            switch argument {
            case "--arch": architectures = try arguments.list(of: argument)
            case "--screen": screens = try arguments.list(of: argument)
            case "--limit": limit = try arguments.positiveInt(of: argument)
            case "--match": match = try arguments.value(of: argument)
            case "--timeout": timeout = try arguments.positiveInt(of: argument)
            case "--jobs": jobs = try arguments.positiveInt(of: argument)
            case "--package-path": packagePath = try arguments.value(of: argument)
            case "--list": list = true
            case "--review": review = true
            case "--require-killed": requireKilled = true
            case "--all": all = true
            case "--no-coverage": coverage = false
            case "--survivors": survivors = true
            case "-h", "--help": help = true
            default: throw ArgumentList.unknown(argument)
            }
        }
    }
}
