import Catalog
import Foundation
import MutationTesting
import Scenario
import Sessions

/// Runs the mutants no switch expresses, built plainly into the copy, several in one build: only
/// mutants whose tests cannot meet go together (different files, and no test that runs one
/// mutant's file among the tests that judge another). A mutant's judges are the tests that reach
/// the switched mutants of its file (of its unit, when its file has none), as the schema's reach
/// run saw them; a mutant without any is built alone and judged by every test of its unit.
struct PlainBatches {
    typealias Item = MutationPlan.Item

    let scratch: ScratchPackage
    let originals: [String: String]
    let runner: MutantRunner
    let launcher: TestLauncher
    let logs: URL
    let jobs: Int
    let progress: SendableOutput

    /// What one mutant's tests are: those that judge it, and those that run its file (what another
    /// mutant's judges must not include), each keyed by an architecture it plays: a spec plays the
    /// one `MVX_ARCH` names, a session that one and its partner, so a session judging a mutant of one
    /// architecture meets a mutant of another only when that one is the partner.
    struct Footprint {
        let judges: Set<String>
        let runs: Set<String>
    }

    /// Runs `items`; `reach` and `limits` are every schema's reach run, `paths` and `units` say where each
    /// switched mutant stands.
    func run(
        _ items: [Item], reach: ReachMap, limits: RunTimeLimit, paths: [Int: String], units: [Int: String],
        outcome record: (MutantResult.Outcome, Item, UInt64?) -> Void
    ) throws {
        guard !items.isEmpty else { return }
        var byFile: [String: Set<String>] = [:]
        var byUnit: [String: Set<String>] = [:]
        for (id, tests) in reach.tests {
            if let path = paths[id] { byFile[path, default: []].formUnion(tests) }
            if let unit = units[id] { byUnit[unit, default: []].formUnion(tests) }
        }
        var tests: [Int: Set<String>] = [:]
        var footprints: [Int: Footprint] = [:]
        let partners = Self.partners()
        for item in items {
            let reaching = byFile[item.mutant.path] ?? byUnit[item.unit.unit.name] ?? ["?"]
            tests[item.id] = reaching
            guard !reaching.contains("?") else { continue }
            footprints[item.id] = Self.footprint(
                reaching: reaching, specs: item.unit.specs, sessions: item.unit.sessions,
                architecture: item.unit.unit.architecture, partners: partners[item.unit.unit.architecture] ?? [])
        }
        let map = ReachMap(tests: tests)
        let byID = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0) })
        var batches = Self.batches(items.map { ($0.id, $0.mutant.path, footprints[$0.id]) }).map {
            $0.map { byID[$0]! }
        }
        var round = 0
        while !batches.isEmpty {
            let batch = batches.removeFirst()
            round += 1
            progress.write(
                "mvx mutate: building \(batch.count) mutants no switch expresses into one build "
                    + "(round \(round), \(batches.count) to go)")
            for item in batch {
                try scratch.write(item.mutant.apply(to: originals[item.mutant.path]!), to: item.mutant.path)
            }
            defer { for item in batch { try? scratch.write(originals[item.mutant.path]!, to: item.mutant.path) } }
            guard try runner.build() else {
                if batch.count == 1 {
                    record(.stillborn, batch[0], nil)
                } else {
                    batches += batch.map { [$0] }
                }
                continue
            }
            try judge(batch, map: map, limits: limits, record: record)
        }
    }

    private func judge(
        _ batch: [Item], map: ReachMap, limits: RunTimeLimit, record: (MutantResult.Outcome, Item, UInt64?) -> Void
    ) throws {
        let queue = WorkQueue(batch)
        let failure = FirstError()
        let killers = KillerMemory()
        let results = Outcomes()
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, batch.count))) { job in
            let judge = SchemaRunner(
                launcher: launcher, reach: map, limits: limits, log: logs.appending(path: "job-\(job + 1).log"),
                killers: killers,
                isPlain: true)
            while let item = queue.next() {
                do {
                    results.set(
                        item.id,
                        try judge.judge(
                            item.id, unit: item.unit.unit.name, architecture: item.unit.unit.architecture,
                            specs: item.unit.specs, sessions: item.unit.sessions))
                } catch {
                    failure.set(error)
                    queue.stop()
                }
            }
        }
        if let error = failure.error { throw error }
        let outcomes = results.all
        for item in batch { record(outcomes[item.id]!, item, killers.seed(of: item.id)) }
    }

    /// Greedy batches of mutants (by id): each joins the first batch none of whose mutants shares
    /// its file or a test with it; one whose tests are unknown (no footprint) goes alone.
    static func batches(_ items: [(id: Int, path: String, footprint: Footprint?)]) -> [[Int]] {
        var batches: [(ids: [Int], files: Set<String>, judges: Set<String>, runs: Set<String>)] = []
        for item in items {
            guard let footprint = item.footprint else {
                batches.append(([item.id], [], [], []))
                continue
            }
            let index = batches.firstIndex { batch in
                !batch.files.isEmpty && !batch.files.contains(item.path)
                    && batch.runs.isDisjoint(with: footprint.judges) && batch.judges.isDisjoint(with: footprint.runs)
            }
            guard let index else {
                batches.append(([item.id], [item.path], footprint.judges, footprint.runs))
                continue
            }
            batches[index].ids.append(item.id)
            batches[index].files.insert(item.path)
            batches[index].judges.formUnion(footprint.judges)
            batches[index].runs.formUnion(footprint.runs)
        }
        return batches.map(\.ids)
    }

    /// The footprint of a mutant of `architecture` that the tests `reaching` run (`name#seed` for a
    /// session's seed): its judges among `specs` and `sessions` (filters), each keyed by the
    /// architectures its run plays, and every test reaching it keyed by its own.
    static func footprint(
        reaching: Set<String>, specs: String, sessions: String, architecture: String, partners: Set<String>
    ) -> Footprint {
        let plan = ReachMap(tests: [0: reaching])
        let specJudges = plan.selection(for: 0, among: specs)?.tests ?? []
        let sessionJudges = plan.selection(for: 0, among: sessions)?.tests ?? []
        let played = [architecture] + partners.sorted()
        return Footprint(
            judges: Set(
                specJudges.map { "\($0)@\(architecture)" }
                    + sessionJudges.flatMap { name in played.map { "\(name)@\($0)" } }),
            runs: Set(reaching.map { "\($0.split(separator: "#")[0])@\(architecture)" }))
    }

    /// The architectures a mutation run's sessions play beside each one, on any screen.
    static func partners() -> [String: Set<String>] {
        var partners: [String: Set<String>] = [:]
        for screen in Screen.allCases {
            let players = ArchitectureCatalog.all.filter { $0.builds(screen) }.map(\.name)
            for name in players {
                if let partner = SessionSeeds.partner(of: name, among: players) {
                    partners[name, default: []].insert(partner)
                }
            }
        }
        return partners
    }
}
