import Catalog
import ChangeRequests
import Foundation
import Reporting
import SourceReading

/// `mvx change <name>`: builds a change request (`Changes/<name>/`) in every architecture on a
/// scratch copy, runs the whole suite and the change's specs there, and prints what the change cost
/// each architecture. `--open` and `--record` are how a change is edited: the first writes the
/// patched copy, the second turns the copy's edits back into the diffs.
enum ChangeCommand: Subcommand {
    static let abstract = "Build a change request in every architecture and measure its cost"

    static func run(_ options: ChangeOptions, in context: CommandContext) throws(LabError) -> Int32 {
        let (output, errorOutput) = (context.output, context.errorOutput)
        let name = options.name!
        let root = LessonRoot.resolve(options.packagePath, currentDirectory: context.currentDirectory)
        let architectures = ArchitectureCatalog.all.map(\.name)
        let request: ChangeRequest
        var targets: [ChangeReport.Target] = []
        request = try ChangeRequest.load(
            name: name, architectures: architectures, packageRoot: root, author: options.author)
        for architecture in architectures {
            let declaration = try ArchitectureDeclaration.load(architecture: architecture, packageRoot: root)
            targets.append(ChangeReport.Target(name: architecture, layers: ChangePromise.Layers(declaration)))
        }
        // A change is edited in a copy of its own (a second author's in another); every run and
        // check builds in one copy shared by all the changes, so that each build after the first is
        // incremental: it compiles what the change and the one before it touched.
        let edits = options.mode == .open || options.mode == .record
        let folder =
            edits
            ? ".build-change/\(name)/\(options.author == .second ? "second" : "package")"
            : ".build-change/checks/package"
        let scratch = ScratchPackage(packageRoot: root, folder: folder, copied: ScratchPackage.whole)
        if options.mode == .record {
            try ChangeRecording.record(request, architectures: architectures, scratch: scratch, output: output)
            return 0
        }
        let missing = architectures.filter { request.diffs[$0] == nil }
        if options.mode == .check, !missing.isEmpty {
            throw LabError(
                "\(name) has no diff for \(missing.joined(separator: ", ")): a change request is built in every architecture"
            )
        }
        let patched = try ChangeRecording.patchedFiles(
            request, packageRoot: root, keepingRejects: options.mode == .open)
        var files = patched.files
        for (path, reject) in patched.rejects { files[path + ChangeRecording.rejectSuffix] = reject.rendered }
        try scratch.sync(overrides: files)
        if options.mode == .open {
            for (path, reject) in patched.rejects.sorted(by: { $0.key < $1.key }) {
                errorOutput(
                    "mvx change: \(reject.hunks.count) hunk(s) of \(path) no longer apply; they are in \(path)\(ChangeRecording.rejectSuffix) in the copy, to make by hand"
                )
            }
            output("Wrote the patched copy at \(scratch.root.path).")
            output(
                "Edit its Sources (and Changes/\(name)/Specs), build and test it there, then run 'swift run mvx change \(name) --record\(options.author == .first ? "" : " --author second")' in Tools/."
            )
            return 0
        }

        let report: ChangeReport = try ChangeReport.measure(request, architectures: targets, packageRoot: root)
        errorOutput("mvx change: building and testing \(name) in \(scratch.root.path)")
        let log = scratch.root.deletingLastPathComponent().appending(path: "swift-test.log")
        // The whole suite: the docs and the tools must hold with the change too.
        let run: (events: String, passed: Bool)
        // The docs' line anchors point at the first author's code, which a second author's copy does
        // not hold.
        let skips = options.author == .first ? [] : ["DocLinkTests"]
        run = try SuiteRun.run(packageRoot: scratch.root, filters: [], skips: skips, log: log)
        let matrix: SpecMatrix
        do { matrix = try SpecMatrix(eventStream: run.events, architectures: architectures) } catch {
            throw LabError("\(error.description); the output is in \(log.path)")
        }
        output(ChangeSummary.render(report, matrix: matrix, architectures: architectures))
        guard run.passed, matrix.allPassed else {
            let problems = matrix.problems
            let named =
                problems.isEmpty
                ? "a test outside the behaviour specs failed" : problems.prefix(5).joined(separator: "; ")
            errorOutput("mvx change: \(name) fails on the patched copy: \(named); the output is in \(log.path)")
            return 1
        }
        if !missing.isEmpty { errorOutput("mvx change: not built in \(missing.joined(separator: ", ")) yet") }
        return 0
    }
}
