import Catalog
import Foundation
import MutationTesting
import Scenario
import SourceReading

/// `mvx mutate`: plants realistic one-line bugs in each architecture's code and runs the
/// behaviour suite against each, to measure how many the suite notices. Every mutant of a run goes
/// into one scratch copy of the package behind a runtime switch (a mutant schema), built once;
/// one run of the suite notes which test reaches which mutant; each mutant then runs only the
/// tests that reach it. It writes MUTATION.md.
enum MutateCommand: Subcommand {
    static let abstract = "Plant bugs in each architecture and count those the suite catches"

    static func run(_ options: MutateOptions, in context: CommandContext) throws(LabError) -> Int32 {
        let (output, errorOutput) = (context.output, context.errorOutput)
        let currentDirectory = context.currentDirectory
        let started = ContinuousClock.now
        let root =
            LessonRoot.resolve(options.packagePath, currentDirectory: currentDirectory)
        guard FileManager.default.fileExists(atPath: root.appending(path: "Package.swift").path) else {
            throw LabError("no Package.swift at \(root.path)")
        }
        if options.review { return try review(root: root, output: output) }
        let names: [String]
        do {
            names = try ArchitectureCatalog.selected(by: [
                "MVX_ARCH": (options.architectures ?? []).joined(separator: ",")
            ])
            .map(\.name)
        } catch {
            throw LabError("--arch: " + error.description.replacingOccurrences(of: "MVX_ARCH names", with: "names"))
        }

        if let screens = options.screens {
            let known = Set(MutationUnit.plan(names, mutants: [:]).map(\.screen))
            if let unknown = screens.first(where: { !known.contains($0) }) {
                throw LabError("--screen: no unit '\(unknown)' (known: \(known.sorted().joined(separator: ", ")))")
            }
        }

        var survivorKeys: Set<String>?
        if options.survivors {
            guard let text = MutationFiles.read(root: root) else {
                throw LabError("--survivors needs a readable MUTATION.md at \(root.path)")
            }
            survivorKeys = MutationDocument.survivorKeys(in: text)
        }

        var originals: [String: String] = [:]
        var mutantsByArchitecture: [String: [Mutant]] = [:]
        let shared: [(path: String, target: String, text: String)] = try PackageSources.texts(
            packageRoot: root, targets: ["Shared"])
        for name in names {
            let files: [(path: String, target: String, text: String)] = try PackageSources.texts(
                packageRoot: root, targets: [name])
            let siblings = SiblingProperties(texts: (files + shared).map(\.text))
            for file in files {
                originals[file.path] = file.text
                mutantsByArchitecture[name, default: []] += MutantGenerator.mutants(
                    path: file.path, text: file.text, siblings: siblings)
            }
        }
        var units = MutationUnit.plan(names, mutants: mutantsByArchitecture)
        if let screens = options.screens { units = units.filter { screens.contains($0.screen) } }
        var mutants: [(unit: MutationUnit, mutants: [Mutant])] = units.map { unit in
            var all = unit.mutants
            if let match = options.match { all = all.filter { $0.originalLine.contains(match) } }
            if let survivorKeys { all = all.filter { survivorKeys.contains($0.lineKey) } }
            if let limit = options.limit, all.count > limit {
                all = (0..<limit).map { all[$0 * all.count / limit] }
            }
            return (unit, all)
        }

        if options.list {
            for (unit, list) in mutants {
                output("\(unit.name): \(list.count) mutants")
                for mutant in list {
                    output("  \(mutant.id)  \(mutant.originalLine)  →  \(MarkdownCells.code(mutant.mutatedLine))")
                }
            }
            return 0
        }

        let equivalents = try reviewedEquivalents(root: root)

        // What is measured is the code as it is now, before any build: its fingerprint and commit.
        var fingerprints: [String: String] = [:]
        var commits: [String: String] = [:]
        for unit in units {
            fingerprints[unit.name] = try unit.fingerprint(packageRoot: root)
            commits[unit.name] = GitRevision.describe(packageRoot: root, paths: unit.measuredPaths)
        }
        // A complete run measures only the units whose code or specs changed since MUTATION.md's row.
        if !options.isSample && !options.all {
            let recorded = MutationDocument.summaries(
                in: MutationFiles.read(root: root) ?? "")
            mutants = mutants.filter { unit, _ in
                guard let row = recorded[unit.name], row.fingerprint == fingerprints[unit.name] else { return true }
                output("\(unit.name): unchanged since MUTATION.md's run on \(row.commit), kept (--all runs it again)")
                return false
            }
            units = mutants.map(\.unit)
        }

        let scratch = ScratchPackage.mutationCopy(of: root)
        let launcher = TestLauncher(scratch: scratch, timeout: .seconds(options.timeout))
        let runner = MutantRunner(scratch: scratch)
        let measured = names.filter { name in units.contains { $0.architecture == name } }
        let times = PhaseTimes()
        let runs: [ArchitectureMutation]
        do {
            try scratch.startEdits()
            try scratch.sync()
            var coverage: [String: CodeCoverage] = [:]
            if options.coverage && !options.isSample && !measured.isEmpty {
                errorOutput("mvx mutate: measuring the behaviour suite's coverage")
                coverage = try times.time(.coverage) { () throws(LabError) in
                    try CoverageRun.measure(
                        measured, scratch: scratch,
                        log: runner.coverageLog)
                }
            }
            var work: [MutationPlan.Unit] = []
            for (unit, list) in mutants {
                work.append(
                    MutationPlan.Unit(
                        unit: unit, mutants: list, specs: try unit.specFilter(packageRoot: root),
                        sessions: unit.sessionFilter))
            }
            let plan = MutationPlan(work)
            let results = try MutationPlan.Execution(
                plan: plan, scratch: scratch, runner: runner, launcher: launcher, originals: originals,
                measured: measured, jobs: options.jobs,
                switchSource: try switchSource(root: root), progress: SendableOutput(errorOutput), times: times
            ).run()
            scratch.finishEdits()
            runs = plan.units.map { item in
                ArchitectureMutation(
                    architecture: item.unit.architecture, screen: item.unit.screen, commit: commits[item.unit.name]!,
                    fingerprint: fingerprints[item.unit.name]!,
                    results: item.mutants.enumerated().map { offset, mutant in
                        MutantResult(
                            mutant, outcome: results[plan.firstID(of: item) + offset]!,
                            equivalence: equivalents.reason(for: mutant))
                    },
                    coverage: coverage[item.unit.architecture])
            }
            for run in runs { report(run, output: output) }
            // MUTATION.md is written once, whole, when every unit is measured: a run cut short leaves it untouched.
            if !options.isSample && !runs.isEmpty {
                let elapsed = Int((ContinuousClock.now - started).components.seconds)
                let summary =
                    "\(runs.count) units, \(runs.reduce(0) { $0 + $1.results.count }) mutants, in "
                    + "\(elapsed / 60) min \(elapsed % 60) s (\(times.summary)) on \(ProcessInfo.processInfo.activeProcessorCount) cores with "
                    + "\(options.jobs) jobs (`swift run --package-path Tools mvx mutate"
                    + (options.architectures.map { " --arch " + $0.joined(separator: ",") } ?? "")
                    + (options.screens.map { " --screen " + $0.joined(separator: ",") } ?? "")
                    + (options.all ? " --all" : "") + "`, code at `\(commits.values.sorted().first ?? "")`)."
                try write(runs, root: root, lastRun: summary, output: output)
            }
        } catch let error as LabError {
            throw error
        } catch {
            throw LabError("\(error)")
        }
        if options.isSample { output("A sample (--limit, --match or --survivors) writes nothing.") }
        if options.requireKilled {
            let all = runs.flatMap(\.results)
            guard !all.isEmpty, all.allSatisfy({ [.killed, .timedOut, .killedBySessions].contains($0.outcome) }) else {
                errorOutput("mvx: not every mutant was killed")
                return 1
            }
        }
        return 0
    }

    nonisolated private static func report(_ run: ArchitectureMutation, output: (String) -> Void) {
        output(
            "\(run.unit): \(run.killed) killed of \(run.built - run.equivalent) counted "
                + "(\(Markdown.decimal(run.score))%; \(run.killedBySessions) by the sessions alone, "
                + "\(Markdown.decimal(run.specsScore))% by the specs alone), "
                + "\(run.survivors.count - run.equivalent) survived, "
                + "\(run.equivalent) equivalent, \(run.results.count - run.built) stillborn")
        for survivor in run.survivors {
            output(
                "  survived \(survivor.id): \(survivor.originalLine)  →  \(MarkdownCells.code(survivor.mutatedLine))"
                    + (survivor.equivalence.map { "  (equivalent: \($0))" } ?? ""))
        }
    }

    /// MUTATION.md with the units' rows and sections replaced, every other unit's kept.
    nonisolated private static func write(
        _ runs: [ArchitectureMutation], root: URL, lastRun: String, output: (String) -> Void
    ) throws(LabError) {
        let url = root.appending(path: RepositoryPaths.mutation)
        let previous = MutationFiles.read(root: root)
        let order = ArchitectureCatalog.all.flatMap { entry in
            (Screen.allCases.map(\.rawValue) + [ArchitectureMutation.common]).map {
                ArchitectureMutation.unit(entry.name, $0)
            }
        }
        let document = MutationDocument.render(runs, keeping: previous, order: order, lastRun: lastRun)
        do { try MutationFiles.write(document, architectures: ArchitectureCatalog.all.map(\.name), root: root) } catch {
            throw LabError("cannot write \(url.path): \(error.localizedDescription)")
        }
        output("Wrote \(runs.map(\.unit).joined(separator: ", ")) to \(url.path).")
    }

    /// The switch each schema's targets get a copy of.
    private static func switchSource(root: URL) throws(LabError) -> String {
        let url = root.appending(path: RepositoryPaths.mutantSwitch)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw LabError("cannot read \(url.path)")
        }
        return text
    }

    /// Every page of the reviewed equivalent mutants, or no review at all when the package has none.
    private static func reviewedEquivalents(root: URL) throws(LabError) -> EquivalentMutants {
        let folder = root.appending(path: RepositoryPaths.equivalentMutants)
        let pages = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var text = ""
        for page in pages.filter({ $0.hasSuffix(".md") }).sorted() {
            guard let page = try? String(contentsOf: folder.appending(path: page), encoding: .utf8) else {
                throw LabError("cannot read \(folder.appending(path: page).path)")
            }
            text += page + "\n"
        }
        return EquivalentMutants(markdown: text)
    }

    /// `--review`: today's EQUIVALENT_MUTANTS.md applied to MUTATION.md's recorded survivors.
    private static func review(root: URL, output: (String) -> Void) throws(LabError) -> Int32 {
        let url = root.appending(path: RepositoryPaths.mutation)
        guard let text = MutationFiles.read(root: root) else {
            throw LabError("--review needs a readable MUTATION.md at \(root.path)")
        }
        let reviewed = MutationDocument.review(text, equivalents: try reviewedEquivalents(root: root))
        do { try MutationFiles.write(reviewed, architectures: ArchitectureCatalog.all.map(\.name), root: root) } catch {
            throw LabError("cannot write \(url.path): \(error.localizedDescription)")
        }
        for (name, summary) in MutationDocument.summaries(in: reviewed).sorted(by: { $0.key < $1.key }) {
            output("\(name): \(summary.score) (\(summary.killed) killed of \(summary.counted) counted)")
        }
        output("Wrote \(url.path).")
        return 0
    }
}

/// An output closure that the copies' runners may call from their threads, one line at a time.
final class SendableOutput: @unchecked Sendable {
    private let lock = NSLock()
    private let output: (String) -> Void

    init(_ output: @escaping (String) -> Void) { self.output = output }

    func write(_ line: String) { lock.withLock { output(line) } }
}
