import ChangeRequests
import SourceReading

/// `mvx change`'s options.
struct ChangeOptions: CommandOptions {
    enum Mode { case run, check, open, record }

    static let command = "change"
    static let usage = """
        USAGE: mvx change <name> [--check | --open | --record] [--author <first|second>] [--package-path <path>]

        Applies the change request Changes/<name> (Shared.diff and one <Arch>.diff per
        architecture) to a scratch copy of the package every change builds in,
        .build-change/checks/package, adds the change's specs (Changes/<name>/Specs) to the behaviour suite there, builds it, runs the
        whole suite (the specs, the unit tests, the sessions, the tools' and the docs' tests), and
        prints what the change cost each architecture. The package's own files are never written,
        except by --record.

        OPTIONS:
          --check                 The same, for CI: also fails when an architecture has no diff.
          --open                  Write the patched copy, .build-change/<name>/package, and stop.
                                  Edit its Sources there (the specs stay in Changes/<name>/Specs),
                                  then --record.
          --record                Rewrite Changes/<name>/*.diff from the copy's edits: changes
                                  under Sources/<Arch> go to <Arch>.diff, every other change
                                  (the shared code, the tests, the docs) to Shared.diff.
          --author <first|second> Whose diffs: the change's own (first, the default) or those a
                                  second author wrote from REQUEST.md and the code alone, in
                                  Changes/<name>/SecondAuthor/. The second author's --open and
                                  --record use a copy of their own, .build-change/<name>/second.
          --package-path <path>   The package root (default: the current directory).
          -h, --help              Show this help.
        """

    var name: String?
    var mode = Mode.run
    var author = ChangeRequest.Author.first
    var packagePath: String?
    var help = false

    init(parsing arguments: inout ArgumentList) throws(LabError) {
        while let argument = arguments.next() {
            switch argument {
            case "--check": try set(.check, argument)
            case "--open": try set(.open, argument)
            case "--record": try set(.record, argument)
            case "-h", "--help": help = true
            case "--package-path": packagePath = try arguments.value(of: argument)
            case "--author":
                let value = try arguments.value(of: argument)
                guard let author = ChangeRequest.Author(rawValue: value) else {
                    throw LabError("'\(value)' is not an author (first, second)")
                }
                self.author = author
            case let flag where flag.hasPrefix("-"): throw ArgumentList.unknown(flag)
            default:
                guard name == nil else {
                    throw LabError("one change at a time ('\(argument)')")
                }
                guard !argument.contains("/"), argument != ".", argument != ".." else {
                    throw LabError(
                        "'\(argument)' is not a change's name: a folder right under \(ChangeRequest.folder)/")
                }
                name = argument
            }
        }
        if !help, name == nil { throw LabError("missing the change's name") }
    }

    private mutating func set(_ mode: Mode, _ flag: String) throws(LabError) {
        guard self.mode == .run else {
            throw LabError("only one of --check, --open and --record at a time (\(flag))")
        }
        self.mode = mode
    }
}
