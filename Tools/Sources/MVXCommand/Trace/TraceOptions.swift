import Catalog
import SourceReading

/// `mvx trace`'s options.
struct TraceOptions: CommandOptions {
    static let command = "trace"
    static let usage = """
        USAGE: mvx trace [--check] [--package-path <path>]

        Follows one user action on each screen in every architecture, from the tap to the server
        and back, and lists the files and types of the architecture's own code that ran for it:
        what a reader opens to follow the action. It builds mvx with the compiler's coverage
        instrumentation (in Tools/.build-trace), runs each screen twice in a child process, once up
        to the action and once through it, and takes the functions whose run counts differ (from
        llvm-profdata and llvm-cov, which ship with the toolchain). Writes docs/lab/traces/actions.json,
        which 'mvx report' reads into the decision page.

        OPTIONS:
          --check                 Write nothing; exit 1 when docs/lab/traces/actions.json differs from
                                  what the code runs today.
          --package-path <path>   The lesson's root (default: the current directory or its parent).
          -h, --help              Show this help.
        """

    var check = false
    var packagePath: String?
    /// `--child <architecture> <screen> <through>`: one run, in the child process the trace starts:
    /// the screen opened, and the action too when `through` is "action".
    var child: (architecture: ArchitectureEntry, action: TraceAction, through: String)?
    var help = false

    init(parsing arguments: inout ArgumentList) throws(LabError) {
        while let argument = arguments.next() {
            switch argument {
            case "-h", "--help": help = true
            case "--check": check = true
            case "--package-path": packagePath = try arguments.value(of: argument)
            case "--child":
                let values = arguments.remaining
                guard values.count == 3, ["prepare", "action"].contains(values[2]),
                    let architecture = ArchitectureCatalog.all.first(where: { $0.name == values[0] }),
                    let action = TraceAction.all.first(where: { $0.screen == values[1] })
                else { throw LabError("--child needs an architecture, a screen and 'prepare' or 'action'") }
                child = (architecture, action, values[2])
                return
            default: throw ArgumentList.unknown(argument)
            }
        }
    }
}
