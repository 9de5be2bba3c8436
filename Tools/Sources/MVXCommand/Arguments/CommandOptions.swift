import SourceReading

/// A command's options, as every `mvx` command reads them: `--help` prints the usage and exits 0;
/// bad input prints one line and exits 64, before any work and without writing a file.
protocol CommandOptions {
    /// The subcommand's name, as typed after `mvx`.
    static var command: String { get }
    static var usage: String { get }
    var help: Bool { get }

    init(parsing arguments: inout ArgumentList) throws(LabError)
}

extension CommandOptions {
    /// The options, or the status to exit with when there is nothing to run.
    static func read(
        _ arguments: [String], output: (String) -> Void, errorOutput: (String) -> Void
    ) -> Result<Self, ExitStatus> {
        var list = ArgumentList(arguments)
        do {
            let options = try Self(parsing: &list)
            guard !options.help else {
                output(usage)
                return .failure(ExitStatus(code: 0))
            }
            return .success(options)
        } catch {
            errorOutput("mvx: error: \(error.message) (see 'mvx \(command) --help')")
            return .failure(ExitStatus(code: 64))
        }
    }
}

/// How a command ends without running: 0 after `--help`, 64 on bad input.
struct ExitStatus: Error {
    let code: Int32
}
