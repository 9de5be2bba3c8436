import Foundation
import Reporting
import SourceReading

/// The lab built with the compiler's coverage instrumentation, and the run counts of one run of it,
/// read with the toolchain's llvm-profdata and llvm-cov.
enum InstrumentedBuild {
    static let scratch = ".build-trace"
    static let flags = ["-Xswiftc", "-profile-generate", "-Xswiftc", "-profile-coverage-mapping"]

    /// Builds mvx instrumented and gives the binary.
    static func build(lab: URL, work: URL) throws(LabError) -> URL {
        let arguments = ["swift", "build", "--scratch-path", scratch, "--product", "mvx"] + flags
        try run(arguments, in: lab, log: work.appending(path: "build.log"), what: "the instrumented build")
        try run(
            arguments + ["--show-bin-path"], in: lab, log: work.appending(path: "bin.log"), what: "the build's folder")
        let folder = (try? String(contentsOf: work.appending(path: "bin.log"), encoding: .utf8))?
            .split(separator: "\n").last.map { $0.trimmingCharacters(in: .whitespaces) }
        guard let folder else { throw .init("swift build gave no folder for the instrumented mvx") }
        return URL(fileURLWithPath: folder).appending(path: "mvx")
    }

    /// Runs the binary with `arguments` and reads the run counts of the functions under `folder`.
    static func profile(
        _ binary: URL, _ arguments: [String], root: URL, folder: String, work: URL, name: String
    ) throws(LabError) -> ExecutedFunctions {
        let raw = work.appending(path: "\(name).profraw")
        let data = work.appending(path: "\(name).profdata")
        let json = work.appending(path: "\(name).json")
        var environment = ProcessInfo.processInfo.environment
        environment["LLVM_PROFILE_FILE"] = raw.path
        try run(
            [binary.path] + arguments, in: root, environment: environment, log: work.appending(path: "\(name).log"),
            what: "mvx \(arguments.joined(separator: " "))")
        try run(
            tool("llvm-profdata") + ["merge", "-sparse", raw.path, "-o", data.path], in: root,
            log: work.appending(path: "\(name).merge.log"), what: "llvm-profdata")
        let export =
            (tool("llvm-cov") + ["export", binary.path, "-instr-profile", data.path, root.appending(path: folder).path])
            .map(quoted).joined(separator: " ")
        try run(
            ["/bin/sh", "-c", "\(export) > \(quoted(json.path))"], in: root,
            log: work.appending(path: "\(name).export.log"), what: "llvm-cov export")
        guard let exported = FileManager.default.contents(atPath: json.path) else {
            throw .init("llvm-cov wrote no export for \(name)")
        }
        do { return try ExecutedFunctions(llvmCovExport: exported, packageRoot: root.path, folder: folder) } catch {
            throw .init(error.description)
        }
    }

    /// A toolchain tool: through `xcrun` on a Mac; elsewhere the one beside `swift` on the `PATH`
    /// (another LLVM's may come first and cannot read this compiler's profiles).
    static func tool(_ name: String) -> [String] {
        #if canImport(Darwin)
            ["xcrun", name]
        #else
            let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            let swift = folders.lazy.map { URL(fileURLWithPath: String($0)).appending(path: "swift") }
                .first { FileManager.default.isExecutableFile(atPath: $0.path) }
            let beside = swift?.resolvingSymlinksInPath().deletingLastPathComponent().appending(path: name)
            return [beside.map(\.path).flatMap { FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil } ?? name]
        #endif
    }

    static func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    static func run(
        _ arguments: [String], in directory: URL,
        environment: [String: String] = ProcessInfo.processInfo.environment, log: URL, what: String
    ) throws(LabError) {
        let outcome: ChildProcess.Outcome
        do {
            outcome = try ChildProcess.run(
                arguments, in: directory, environment: environment, log: log, timeout: .seconds(3600))
        } catch { throw .init(error.message) }
        guard outcome == .exited(0) else { throw .init("\(what) failed (\(outcome)); see \(log.path)") }
    }
}
