import Catalog
import SourceReading

/// `mvx bench`'s options.
struct BenchOptions: CommandOptions {
    static let command = "bench"
    static let usage = """
        USAGE: mvx bench [--json | --write] [--baseline <json>] [--rounds <n>] [--timeout <seconds>]
                         [--package-path <path>]

        Build with -c release first: swift run -c release mvx bench (a debug build's figures mean
        nothing, and it says so). Each pass runs in a child process; a line on stderr reports it.

        OPTIONS:
          --json                  Print every figure as JSON instead of the table.
          --write                 Also store the figures in BENCHMARKS.md at the package root.
          --baseline <json>       A run saved with --json to show beside this one, before → after.
          --rounds <n>            Timed passes per architecture and size (default 5).
          --timeout <seconds>     Time limit of one pass; a pass that takes longer is killed and
                                  the run fails, naming it (default 300).
          --package-path <path>   Where BENCHMARKS.md goes (default: the current directory).
          -h, --help              Show this help.
        """

    var json = false
    var write = false
    var rounds = 5
    var timeout = 300
    var packagePath: String?
    var baselinePath: String?
    /// `--child <architecture> <rows> <part>`: one pass, in the child process the run starts.
    var child: (architecture: ArchitectureEntry, rows: Int, part: BenchScenario.Part)?
    var help = false

    init(parsing arguments: inout ArgumentList) throws(LabError) {
        while let argument = arguments.next() {
            switch argument {
            case "--json": json = true
            case "--write": write = true
            case "-h", "--help": help = true
            case "--rounds": rounds = try arguments.positiveInt(of: argument)
            case "--timeout": timeout = try arguments.positiveInt(of: argument)
            case "--package-path": packagePath = try arguments.value(of: argument)
            case "--baseline": baselinePath = try arguments.value(of: argument)
            case "--child":
                let values = arguments.remaining
                guard values.count == 3, let rows = Int(values[1]), let part = BenchScenario.Part(rawValue: values[2]),
                    let architecture = ArchitectureCatalog.all.first(where: { $0.name == values[0] })
                else { throw LabError("--child needs an architecture name, a row count and a part (screens or goods)") }
                child = (architecture, rows, part)
                return
            default: throw ArgumentList.unknown(argument)
            }
        }
        if json && write { throw LabError("--json and --write cannot be used together") }
    }
}
