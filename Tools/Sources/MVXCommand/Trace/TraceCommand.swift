import Catalog
import Foundation
import Reporting
import SourceReading

/// `mvx trace`: the files and types of each architecture's own code that one user action runs on
/// each screen, from an instrumented build run twice per screen (up to the action, and through it).
enum TraceCommand: Subcommand {
    static let abstract = "List the files and types one action runs on each screen"

    static func run(_ options: TraceOptions, in context: CommandContext) throws(LabError) -> Int32 {
        let (output, errorOutput) = (context.output, context.errorOutput)
        if let child = options.child {
            let act = child.action.prepare(child.architecture)
            if child.through == "action" { act() }
            return 0
        }
        let root = LessonRoot.resolve(options.packagePath, currentDirectory: context.currentDirectory)
            .standardizedFileURL
        guard FileManager.default.fileExists(atPath: root.appending(path: "SCENARIO.md").path) else {
            throw LabError("no lesson package at \(root.path) (no SCENARIO.md)")
        }
        let work = FileManager.default.temporaryDirectory.appending(path: "mvx-trace-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        do { try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true) } catch {
            throw LabError("cannot create \(work.path): \(error.localizedDescription)")
        }
        errorOutput("mvx trace: building mvx with coverage instrumentation in Tools/.build-trace")
        let binary = try InstrumentedBuild.build(lab: root.appending(path: "Tools"), work: work)
        var traces: [ActionTraces.Trace] = []
        var fingerprints: [String: String] = [:]
        for architecture in ArchitectureCatalog.all.map(\.name) {
            let common = MutationUnit.plan([architecture], mutants: [:]).first { $0.screen == "Common" }
            fingerprints[architecture] = try common?.fingerprint(packageRoot: root)
            for action in TraceAction.all {
                let runs = try ["prepare", "action"].map { (through: String) throws(LabError) in
                    try InstrumentedBuild.profile(
                        binary, ["trace", "--child", architecture, action.screen, through], root: root,
                        folder: "Sources/\(architecture)/", work: work,
                        name: "\(architecture)-\(action.screen)-\(through)")
                }
                let ran = runs[1].ran(since: runs[0])
                let types = try Demangler.types(of: ran.map(\.name), work: work)
                traces.append(
                    .init(
                        architecture: architecture, screen: action.screen, action: action.action,
                        files: Set(ran.map(\.file)).sorted(), types: Set(types).sorted(), functions: ran.count))
                errorOutput(
                    "mvx trace: \(architecture) \(action.screen): \(Set(ran.map(\.file)).count) files, "
                        + "\(Set(types).count) types, \(ran.count) functions")
            }
        }
        let result = ActionTraces(fingerprints: fingerprints, traces: traces)
        let url = root.appending(path: RepositoryPaths.actionTraces)
        if options.check {
            let stored = FileManager.default.contents(atPath: url.path).flatMap {
                try? JSONDecoder().decode(ActionTraces.self, from: $0)
            }
            guard stored == result else {
                errorOutput(
                    "mvx: \(RepositoryPaths.actionTraces) is stale; run 'mvx trace' (in Tools/) and commit it")
                return 1
            }
            output("\(RepositoryPaths.actionTraces) is up to date.")
            return 0
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try encoder.encode(result).write(to: url, options: .atomic)
        } catch {
            throw LabError("cannot write \(url.path): \(error.localizedDescription)")
        }
        output("Wrote \(url.path).")
        return 0
    }
}
