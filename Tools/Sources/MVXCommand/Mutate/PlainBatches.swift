import Foundation
import Measure

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
    /// mutant's judges must not include), each keyed as the runs see it: a spec with the
    /// architecture `MVX_ARCH` gives it, a session by name alone (it plays two architectures).
    struct Footprint {
        let judges: Set<String>
        let runs: Set<String>
    }

    /// Runs `items`; `reach` is every schema's reach run, `paths` and `units` say where each
    /// switched mutant stands.
    func run(
        _ items: [Item], reach: ReachMap, paths: [Int: String], units: [Int: String],
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
        for item in items {
            let reaching = byFile[item.mutant.path] ?? byUnit[item.unit.unit.name] ?? ["?"]
            tests[item.id] = reaching
            guard !reaching.contains("?") else { continue }
            let key = { (test: String) -> String in
                let name = String(test.split(separator: "#")[0])
                return Self.matches(name, item.unit.sessions) ? name : "\(name)@\(item.unit.unit.architecture)"
            }
            let plan = ReachMap(tests: [item.id: reaching])
            let judges = [item.unit.specs, item.unit.sessions].compactMap { plan.selection(for: item.id, among: $0) }
            footprints[item.id] = Footprint(
                judges: Set(judges.flatMap { $0.tests ?? [] }.map(key)), runs: Set(reaching.map(key)))
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
            try judge(batch, map: map, record: record)
        }
    }

    private func judge(
        _ batch: [Item], map: ReachMap, record: (MutantResult.Outcome, Item, UInt64?) -> Void
    ) throws {
        let queue = WorkQueue(batch)
        let failure = FirstError()
        let killers = KillerMemory()
        let results = Outcomes()
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, batch.count))) { job in
            let judge = SchemaRunner(
                launcher: launcher, reach: map, log: logs.appending(path: "job-\(job + 1).log"), killers: killers,
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

    private static func matches(_ name: String, _ pattern: String) -> Bool {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return false }
        return expression.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
    }
}
