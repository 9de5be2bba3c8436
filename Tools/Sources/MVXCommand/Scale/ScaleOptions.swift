import SourceReading

/// `mvx scale`'s options.
struct ScaleOptions: CommandOptions {
    static let command = "scale"
    static let usage = """
        USAGE: mvx scale [--types <n>] [--limit <seconds>]

        Builds a synthetic architecture of <n> types (default 10 000), each naming the next in one
        long cycle, and times the report's analysis of it: lexing and scanning, the coupling
        graph, the architecture's analysis and the Markdown. Exits 1 when it takes longer than
        the limit (default 5 seconds). Build with -c release for the figures that count.

        OPTIONS:
          --types <n>           How many types (default 10000).
          --limit <seconds>     The time the whole may take (default 5).
          -h, --help            Show this help.
        """

    var types = 10_000
    var limit = 5.0
    var help = false

    init(parsing arguments: inout ArgumentList) throws(LabError) {
        while let argument = arguments.next() {
            switch argument {
            case "-h", "--help": help = true
            case "--types": types = try arguments.positiveInt(of: argument)
            case "--limit": limit = try arguments.positiveDouble(of: argument)
            default: throw ArgumentList.unknown(argument)
            }
        }
    }
}
