import SourceReading

/// `mvx report`'s options.
struct ReportOptions: CommandOptions {
    static let command = "report"
    static let usage = """
        USAGE: mvx report [--check | --json] [--package-path <path>] [--spec-events <file>]

        Measures every architecture of the package (lines, coupling, testability, the spec
        matrix from a run of the suite, UI work per action, the seed's claims) and writes
        REPORT.md at the package root, atomically.

        OPTIONS:
          --check                 Write nothing; exit 1 and say where REPORT.md differs from the
                                  report the code gives today, or which units of MUTATION.md
                                  measured code that has changed since.
          --json                  Write nothing; print every figure as JSON on stdout.
          --package-path <path>   The package root (default: the current directory).
          --spec-events <file>    Read the spec matrix from this Swift Testing event stream
                                  instead of running `swift test`.
          -h, --help              Show this help.
        """

    var check = false
    var json = false
    var packagePath: String?
    var specEvents: String?
    var help = false

    init(parsing arguments: inout ArgumentList) throws(LabError) {
        while let argument = arguments.next() {
            switch argument {
            case "--check": check = true
            case "--json": json = true
            case "-h", "--help": help = true
            case "--package-path": packagePath = try arguments.value(of: argument)
            case "--spec-events": specEvents = try arguments.value(of: argument)
            default: throw ArgumentList.unknown(argument)
            }
        }
        if check && json { throw LabError("--check and --json cannot be used together") }
    }
}
