import Foundation
import Measure

/// The mutants of one run, unit by unit, each with the id its switch reads (from 1, in order).
struct MutationPlan: Sendable {
    /// A unit to measure, its mutants, and the `--filter` expressions of the tests that judge them.
    struct Unit: Sendable {
        let unit: MutationUnit
        let mutants: [Mutant]
        let specs: String
        let sessions: String
    }

    struct Failure: Error {
        let message: String
    }

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
    var all: [(id: Int, mutant: Mutant, unit: Unit)] {
        units.flatMap { unit in unit.mutants.enumerated().map { (firstID(of: unit) + $0.offset, $0.element, unit) } }
    }

    /// One run of a plan in the scratch copy: the schema built once and its mutants judged side by
    /// side, then the mutants no switch expresses built one at a time.
    struct Execution: Sendable {
        let plan: MutationPlan
        let scratch: ScratchPackage
        let runner: MutantRunner
        let launcher: TestLauncher
        let originals: [String: String]
        /// The architectures whose suite must pass before any mutant.
        let measured: [String]
        let jobs: Int
        /// Every mutant built on its own, as before schemata (to check them).
        let perMutant: Bool
        let switchSource: String
        let progress: SendableOutput

        private var logs: URL { runner.buildLog.deletingLastPathComponent() }

        func run() throws -> [Int: MutantResult.Outcome] {
            let all = plan.all
            do { try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true) } catch {
                throw Failure(message: "cannot create \(logs.path): \(error.localizedDescription)")
            }
            let counter = MutantCounter(total: all.count)
            let results = Outcomes()
            var alone = all
            if !perMutant && !all.isEmpty {
                alone = try schemaPass(all, results: results, counter: counter)
                let probed = try probe(alone)
                for item in alone where probed.stillborn.contains(item.id) {
                    results.set(item.id, .stillborn)
                    note(.stillborn, item, counter)
                }
                // Most mutants a schema's error only suspected build: without the stillborn ones
                // beside them, a second schema switches them.
                let builds = alone.filter { probed.builds.contains($0.id) }
                let undecided = alone.filter { !probed.builds.contains($0.id) && !probed.stillborn.contains($0.id) }
                alone = try schemaPass(builds, results: results, counter: counter, knownToBuild: true) + undecided
            } else if !all.isEmpty {
                guard try runner.build() else {
                    throw Failure(message: "the package does not build; see \(runner.buildLog.path)")
                }
                try baseline()
            }
            if !perMutant { alone = try specsSideBySide(alone, results: results, counter: counter) }
            for item in alone {
                let outcome = try runner.run(
                    item.mutant, of: item.unit.unit.architecture, filter: item.unit.specs, sessions: item.unit.sessions,
                    original: originals[item.mutant.path]!)
                results.set(item.id, outcome)
                note(outcome, item, counter)
            }
            return results.all
        }

        /// Builds the schema of `items`, notes the stillborn ones, runs every switched one side by
        /// side, and returns those left to build on their own. Mutants `knownToBuild` on their own
        /// are never stillborn: a refusal of their switch leaves them to build alone.
        private func schemaPass(
            _ items: [(id: Int, mutant: Mutant, unit: Unit)], results: Outcomes, counter: MutantCounter,
            knownToBuild: Bool = false
        ) throws -> [(id: Int, mutant: Mutant, unit: Unit)] {
            guard !items.isEmpty else { return [] }
            let schema = try SchemaBuild(
                scratch: scratch, buildLog: logs.appending(path: "schema-build.log"), switchSource: switchSource
            ).build(Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0.mutant) }), originals: originals) {
                progress.write($0)
            }
            for item in items where schema.stillborn[item.id] != nil && !knownToBuild {
                results.set(item.id, .stillborn)
                note(.stillborn, item, counter)
            }
            let alone = items.filter {
                !schema.switched.contains($0.id) && (knownToBuild || schema.stillborn[$0.id] == nil)
            }
            let reach = try reachRun()
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
            DispatchQueue.concurrentPerform(iterations: max(1, jobs)) { job in
                let judge = SchemaRunner(
                    launcher: launcher, reach: reach, log: logs.appending(path: "job-\(job + 1).log"),
                    killers: killers)
                while let item = switched.next() {
                    do {
                        let outcome = try judge.judge(
                            item.id, unit: item.unit.unit.name, architecture: item.unit.unit.architecture,
                            specs: item.unit.specs, sessions: item.unit.sessions)
                        results.set(item.id, outcome)
                        note(outcome, item, counter, seed: killers.seed(of: item.id))
                    } catch {
                        failure.set(error)
                        switched.stop()
                    }
                }
            }
            if let error = failure.error { throw error }
            return alone
        }

        /// Mutants that build on their own, one per architecture in each build: the specs run
        /// against one architecture, so each meets only its own mutant. Those the specs kill are
        /// done; the rest (and any whose build fails together) are left to build alone, for the
        /// sessions, which play two architectures.
        private func specsSideBySide(
            _ items: [(id: Int, mutant: Mutant, unit: Unit)], results: Outcomes, counter: MutantCounter
        ) throws -> [(id: Int, mutant: Mutant, unit: Unit)] {
            var pending = Dictionary(grouping: items, by: \.unit.unit.architecture)
            var left: [(id: Int, mutant: Mutant, unit: Unit)] = []
            var round = 0
            while !pending.isEmpty {
                round += 1
                let batch = pending.values.map { $0[0] }
                for architecture in batch.map(\.unit.unit.architecture) {
                    pending[architecture]!.removeFirst()
                    if pending[architecture]!.isEmpty { pending[architecture] = nil }
                }
                progress.write(
                    "mvx mutate: building \(batch.count) mutants of as many architectures together (round \(round))")
                for item in batch {
                    try scratch.write(item.mutant.apply(to: originals[item.mutant.path]!), to: item.mutant.path)
                }
                let built = try runner.build()
                for item in batch {
                    guard built else {
                        left.append(item)
                        continue
                    }
                    switch try runner.suitePasses([item.unit.unit.architecture], filter: item.unit.specs) {
                    case .exited(0): left.append(item)
                    case .timedOut:
                        results.set(item.id, .timedOut)
                        note(.timedOut, item, counter)
                    case .exited, .signalled, .stopped:
                        results.set(item.id, .killed)
                        note(.killed, item, counter)
                    }
                }
                for item in batch { try scratch.write(originals[item.mutant.path]!, to: item.mutant.path) }
            }
            return left
        }

        /// The mutants no switch expresses, built many at a time: in each round, mutants of every
        /// file at once, at least `spacing` lines apart within a file, each target built alone. An
        /// error blames the probed mutant near it in its file (a mutant's errors stand on its line or
        /// after it, in its own function, or at the head of its closure): that mutant is stillborn. A target that builds
        /// shows that each of its mutants builds, to be built and run on its own.
        private func probe(_ items: [(id: Int, mutant: Mutant, unit: Unit)]) throws -> (
            stillborn: Set<Int>, builds: Set<Int>
        ) {
            let spacing = 20
            var pending = Dictionary(grouping: items, by: \.mutant.path).mapValues {
                $0.sorted { $0.mutant.line < $1.mutant.line }
            }
            var stillborn: Set<Int> = []
            var builds: Set<Int> = []
            var round = 0
            while !pending.isEmpty {
                round += 1
                var chosen: [String: [(id: Int, mutant: Mutant, unit: Unit)]] = [:]
                for (path, list) in pending {
                    for item in list
                    where chosen[path]?.last.map({ item.mutant.line - $0.mutant.line >= spacing }) ?? true {
                        chosen[path, default: []].append(item)
                    }
                }
                let count = chosen.values.reduce(0) { $0 + $1.count }
                progress.write(
                    "mvx mutate: building \(count) mutants no switch expresses, in one build (round \(round))")
                for (path, list) in chosen {
                    var text = originals[path]!
                    // From the bottom up, so that each edit's place is still the original one.
                    for item in list.reversed() { text = item.mutant.apply(to: text) }
                    try scratch.write(text, to: path)
                }
                let targets = Set(chosen.keys.map { String($0.split(separator: "/")[1]) })
                var errors: [SchemaBuild.BuildError] = []
                var unbuilt: Set<String> = []
                for target in targets.sorted() {
                    let log = logs.appending(path: "probe-build.log")
                    let outcome = try ChildProcess.run(
                        ["swift", "build", "--target", target], in: scratch.root, log: log, timeout: .seconds(3600))
                    if outcome != .exited(0) {
                        unbuilt.insert(target)
                        errors += SchemaBuild.errors(
                            in: (try? String(contentsOf: log, encoding: .utf8)) ?? "", root: scratch.root)
                    }
                }
                for path in chosen.keys { try scratch.write(originals[path]!, to: path) }
                var decided: Set<Int> = []
                for (path, list) in chosen {
                    let target = String(path.split(separator: "/")[1])
                    if !unbuilt.contains(target) {
                        builds.formUnion(list.map(\.id))
                        decided.formUnion(list.map(\.id))
                        continue
                    }
                    // An error blames the probed mutant just above it (within its function), or one
                    // on the next few lines (an error at the head of the closure that holds it);
                    // an error near no probed mutant blames none of them: they wait.
                    for error in errors where error.path == path {
                        let above = list.last { $0.mutant.line <= error.line && error.line - $0.mutant.line <= 15 }
                        let below = list.first { $0.mutant.line > error.line && $0.mutant.line - error.line <= 3 }
                        guard let blamed = below ?? above else { continue }
                        stillborn.insert(blamed.id)
                        decided.insert(blamed.id)
                    }
                }
                // An error outside every probed file: build the rest on their own instead.
                if decided.isEmpty { return (stillborn, builds) }
                for (path, list) in pending {
                    let left = list.filter { !decided.contains($0.id) }
                    pending[path] = left.isEmpty ? nil : left
                }
            }
            return (stillborn, builds)
        }

        /// The suite over the schema with no mutant active, noting which test reaches which mutant;
        /// it must pass, as the code does before any mutant.
        private func reachRun() throws -> ReachMap {
            let file = logs.appending(path: "reach.txt")
            try? FileManager.default.removeItem(at: file)
            progress.write("mvx mutate: running the suite once to see which tests reach which mutant")
            let outcome = try launcher.run(
                filter: "MVXTests\\.|SessionTests\\.",
                environment: ["MVX_ARCH": measured.joined(separator: ","), "MVX_MUTANT_REACH": file.path],
                log: logs.appending(path: "reach.log"))
            guard outcome == .exited(0) else {
                throw Failure(
                    message:
                        "the behaviour suite fails before any mutant (\(outcome)); see \(logs.appending(path: "reach.log").path)"
                )
            }
            return ReachMap(log: (try? String(contentsOf: file, encoding: .utf8)) ?? "")
        }

        private func baseline() throws {
            for suite in ["MVXTests\\.", "SessionTests\\."] {
                let outcome = try runner.suitePasses(measured, filter: suite)
                guard outcome == .exited(0) else {
                    throw Failure(
                        message: "the behaviour suite fails before any mutant (\(outcome)); see \(runner.testLog.path)")
                }
            }
        }

        private func note(
            _ outcome: MutantResult.Outcome, _ item: (id: Int, mutant: Mutant, unit: Unit), _ counter: MutantCounter,
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

/// The outcomes so far, by id, written from the runners' threads.
private final class Outcomes: @unchecked Sendable {
    private let lock = NSLock()
    private var outcomes: [Int: MutantResult.Outcome] = [:]

    func set(_ id: Int, _ outcome: MutantResult.Outcome) { lock.withLock { outcomes[id] = outcome } }

    var all: [Int: MutantResult.Outcome] { lock.withLock { outcomes } }
}

/// The first error of the runners, which stops the others.
private final class FirstError: @unchecked Sendable {
    private let lock = NSLock()
    private var first: (any Error)?

    func set(_ error: any Error) { lock.withLock { if first == nil { first = error } } }

    var error: (any Error)? { lock.withLock { first } }
}

/// The mutants still to run, handed out one at a time to whichever runner is free.
private final class WorkQueue: @unchecked Sendable {
    typealias Item = (id: Int, mutant: Mutant, unit: MutationPlan.Unit)
    private let lock = NSLock()
    private var items: [Item]
    private var index = 0

    init(_ items: [Item]) { self.items = items }

    var count: Int { items.count }

    func next() -> Item? {
        lock.withLock {
            guard index < items.count else { return nil }
            index += 1
            return items[index - 1]
        }
    }

    func stop() { lock.withLock { index = items.count } }
}
