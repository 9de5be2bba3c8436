import Foundation
import MutationTesting
import SourceReading

/// The mutants of one run, unit by unit, each with the id its switch reads (from 1, in order).
struct MutationPlan: Sendable {
    /// A unit to measure, its mutants, and the `--filter` expressions of the tests that judge them.
    struct Unit: Sendable {
        let unit: MutationUnit
        let mutants: [Mutant]
        let specs: String
        let sessions: String
    }

    /// A mutant of the plan, with its id and unit.
    typealias Item = (id: Int, mutant: Mutant, unit: Unit)

    let units: [Unit]
    private let firstIDs: [String: Int]

    init(_ units: [Unit]) {
        self.units = units
        var next = 1
        var firstIDs: [String: Int] = [:]
        for unit in units {
            firstIDs[unit.unit.name] = next
            next += unit.mutants.count
        }
        self.firstIDs = firstIDs
    }

    func firstID(of unit: Unit) -> Int { firstIDs[unit.unit.name]! }

    /// Every mutant with its id and unit.
    var all: [Item] {
        units.flatMap { unit in unit.mutants.enumerated().map { (firstID(of: unit) + $0.offset, $0.element, unit) } }
    }

    /// One run of a plan in the scratch copy: the schema built once and its mutants judged side by
    /// side; the mutants no switch expresses probed, those that build switched in a second schema,
    /// and the rest built plainly, several at a time.
    struct Execution: Sendable {
        let plan: MutationPlan
        let scratch: ScratchPackage
        let runner: MutantRunner
        let launcher: TestLauncher
        let originals: [String: String]
        /// The architectures whose suite must pass before any mutant.
        let measured: [String]
        let jobs: Int
        let switchSource: String
        let progress: SendableOutput
        let times: PhaseTimes

        private var logs: URL { runner.buildLog.deletingLastPathComponent() }

        func run() throws -> [Int: MutantResult.Outcome] {
            let all = plan.all
            do { try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true) } catch {
                throw LabError("cannot create \(logs.path): \(error.localizedDescription)")
            }
            let counter = MutantCounter(total: all.count)
            let results = Outcomes()
            let record: @Sendable (MutantResult.Outcome, Item, UInt64?) -> Void = { outcome, item, seed in
                results.set(item.id, outcome)
                note(outcome, item, counter, seed: seed)
            }
            guard !all.isEmpty else { return [:] }
            let first = try schemaPass(all, record: record)
            let probed = try times.time(.probeBuilds) {
                try MutantProbe(scratch: scratch, originals: originals, logs: logs, progress: progress).run(first.alone)
            }
            for item in first.alone where probed.stillborn.contains(item.id) { record(.stillborn, item, nil) }
            // Most mutants a schema's error only suspected build: without the stillborn ones
            // beside them, a second schema switches them.
            let second = try schemaPass(
                first.alone.filter { probed.builds.contains($0.id) }, record: record, knownToBuild: true)
            try times.time(.plainMutants) {
                try PlainBatches(
                    scratch: scratch, originals: originals, runner: runner, launcher: launcher, logs: logs, jobs: jobs,
                    progress: progress
                ).run(
                    second.alone,
                    reach: ReachMap(tests: first.reach.tests.merging(second.reach.tests) { $0.union($1) }),
                    limits: first.limits.merging(second.limits),
                    paths: Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0.mutant.path) }),
                    units: Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0.unit.unit.name) }), outcome: record)
            }
            return results.all
        }

        /// Builds the schema of `items`, notes the stillborn ones, runs every switched one side by
        /// side, and returns those left to build on their own. Mutants `knownToBuild` on their own
        /// are never stillborn: a refusal of their switch leaves them to build alone.
        private func schemaPass(
            _ items: [Item], record: @Sendable (MutantResult.Outcome, Item, UInt64?) -> Void,
            knownToBuild: Bool = false
        ) throws -> (alone: [Item], reach: ReachMap, limits: RunTimeLimit) {
            guard !items.isEmpty else {
                return ([], ReachMap(tests: [:]), RunTimeLimit(durations: [:], cap: launcher.timeout))
            }
            let schema = try times.time(.schemaBuilds) {
                try SchemaBuild(
                    scratch: scratch,
                    buildLog: logs.appending(path: knownToBuild ? "second-schema-build.log" : "schema-build.log"),
                    switchSource: switchSource
                ).build(Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0.mutant) }), originals: originals) {
                    progress.write($0)
                }
            }
            for item in items where schema.stillborn[item.id] != nil && !knownToBuild { record(.stillborn, item, nil) }
            let alone = items.filter {
                !schema.switched.contains($0.id) && (knownToBuild || schema.stillborn[$0.id] == nil)
            }
            let (reach, limits) = try times.time(.reachRuns) { try reachRun() }
            let switched = WorkQueue(items.filter { schema.switched.contains($0.id) })
            progress.write(
                "mvx mutate: \(switched.count) mutants switched in one build, \(schema.stillborn.count) refused by "
                    + "the compiler (stillborn), \(alone.count) to build on their own: "
                    + Dictionary(grouping: schema.unswitched.values, by: { $0 }).sorted {
                        $0.value.count > $1.value.count
                    }
                    .map { "\($0.value.count) \($0.key)" }.joined(separator: "; "))
            let failure = FirstError()
            let killers = KillerMemory()
            times.time(.switchedMutants) {
                DispatchQueue.concurrentPerform(iterations: max(1, jobs)) { job in
                    let judge = SchemaRunner(
                        launcher: launcher, reach: reach, limits: limits,
                        log: logs.appending(path: "job-\(job + 1).log"),
                        killers: killers)
                    while let item = switched.next() {
                        do {
                            let outcome = try judge.judge(
                                item.id, unit: item.unit.unit.name, architecture: item.unit.unit.architecture,
                                specs: item.unit.specs, sessions: item.unit.sessions)
                            record(outcome, item, killers.seed(of: item.id))
                        } catch {
                            failure.set(error)
                            switched.stop()
                        }
                    }
                }
            }
            if let error = failure.error { throw error }
            return (alone, reach, limits)
        }

        /// The suite over the schema with no mutant active, noting which test reaches which mutant;
        /// it must pass, as the code does before any mutant. What each test took there, one at a time,
        /// sets the time limits of the mutants' runs.
        private func reachRun() throws -> (ReachMap, RunTimeLimit) {
            let file = logs.appending(path: "reach.txt")
            try? FileManager.default.removeItem(at: file)
            progress.write("mvx mutate: running the suite once to see which tests reach which mutant")
            let log = logs.appending(path: "reach.log")
            let outcome = try launcher.run(
                filter: MutationUnit.behaviourSuiteFilter,
                environment: ["MVX_ARCH": measured.joined(separator: ","), "MVX_MUTANT_REACH": file.path], log: log,
                serially: true)
            guard outcome == .exited(0) else {
                throw LabError(
                    "the behaviour suite fails before any mutant (\(outcome)); see \(log.path)"
                )
            }
            let events = TestLauncher.events(of: log)
            return (
                ReachMap(log: (try? String(contentsOf: file, encoding: .utf8)) ?? ""),
                RunTimeLimit(events: (try? String(contentsOf: events, encoding: .utf8)) ?? "", cap: launcher.timeout)
            )
        }

        private func note(
            _ outcome: MutantResult.Outcome, _ item: Item, _ counter: MutantCounter,
            seed: UInt64? = nil
        ) {
            let (done, left) = counter.count()
            progress.write(
                "[\(done)/\(counter.total)] \(item.unit.unit.architecture) "
                    + "\(outcome.rawValue.padding(toLength: 16, withPad: " ", startingAt: 0)) \(item.mutant.id)  "
                    + (seed.map { "(session seed \($0)) " } ?? "")
                    + "(about \(MutantRunner.minutes(left)) left)")
        }
    }
}
