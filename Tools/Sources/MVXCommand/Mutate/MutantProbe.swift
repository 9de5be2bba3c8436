import Foundation
import MutationTesting

/// Finds out which of the mutants no switch expresses build, many per build: in each round,
/// mutants of every file at once (at least `spacing` lines apart within a file), each target built
/// alone. A target that builds shows that each of its mutants builds. A mutant in a body of code
/// breaks only its own file: its errors stand in the block that holds it, from its line down (a
/// deleted `guard`'s bindings are read to the block's end), or on the few lines above it (the
/// `case` its deletion empties, the head of its closure), and an error that only one probed mutant
/// can explain makes that one stillborn. Mutants an error leaves in doubt are probed alone in their
/// file. A mutant among a type's declarations can break any file of its target, so it is probed
/// only with declarations' mutants, once the target's mutants in bodies are decided: a group that
/// builds shows each builds, one that fails is halved, and one alone that fails is stillborn.
struct MutantProbe {
    typealias Item = MutationPlan.Item

    let scratch: ScratchPackage
    let originals: [String: String]
    let logs: URL
    let progress: SendableOutput
    var spacing = 20

    func run(_ items: [Item]) throws -> (stillborn: Set<Int>, builds: Set<Int>) {
        var pending = Dictionary(grouping: items, by: \.mutant.path).mapValues {
            $0.sorted { $0.mutant.line < $1.mutant.line }
        }
        let scopes = Dictionary(uniqueKeysWithValues: pending.keys.map { ($0, EnclosingScopes(originals[$0]!)) })
        var stillborn: Set<Int> = []
        var builds: Set<Int> = []
        var alone: Set<Int> = []
        var groupSizes: [String: Int] = [:]
        var onePerTarget = false
        var round = 0
        while !pending.isEmpty {
            round += 1
            let (chosen, grouped) =
                onePerTarget
                ? (Self.onePerTarget(pending), [])
                : choose(pending, alone: alone, scopes: scopes, groupSizes: groupSizes)
            let count = chosen.values.reduce(0) { $0 + $1.count }
            progress.write("mvx mutate: building \(count) mutants no switch expresses, in one build (round \(round))")
            let (unbuilt, errors) = try build(chosen)
            var decided: Set<Int> = []
            var learned = false
            let doubted = alone.count
            for (target, list) in Dictionary(grouping: chosen.values.joined(), by: { Self.target(of: $0.mutant.path) })
            {
                if !unbuilt.contains(target) {
                    builds.formUnion(list.map(\.id))
                    decided.formUnion(list.map(\.id))
                } else if list.count == 1 {
                    // Alone in its target, a mutant is the cause of any error there.
                    stillborn.insert(list[0].id)
                    decided.insert(list[0].id)
                } else if grouped.contains(target) {
                    groupSizes[target] = list.count / 2
                    learned = true
                } else {
                    for (path, probed) in Dictionary(grouping: list, by: \.mutant.path) {
                        let verdict = Self.blame(
                            errors: errors.filter { $0.path == path }.map(\.line),
                            probed: probed.map { ($0.id, $0.mutant.line) }, scopes: scopes[path]!)
                        stillborn.formUnion(verdict.stillborn)
                        decided.formUnion(verdict.stillborn)
                        alone.formUnion(verdict.doubtful)
                    }
                }
            }
            if decided.isEmpty && alone.count == doubted && !learned { onePerTarget = true }
            for (path, list) in pending {
                let left = list.filter { !decided.contains($0.id) }
                pending[path] = left.isEmpty ? nil : left
            }
        }
        return (stillborn, builds)
    }

    /// What the errors on `errors` (lines of one file) say of the mutants probed in that file: a
    /// mutant that alone can explain an error is stillborn (one among a type's declarations explains
    /// only an error on its own line); those an error leaves in doubt are to
    /// be probed alone. A file with one probed mutant blames it for any error.
    static func blame(errors: [Int], probed: [(id: Int, line: Int)], scopes: EnclosingScopes) -> (
        stillborn: Set<Int>, doubtful: Set<Int>
    ) {
        if probed.count == 1, !errors.isEmpty { return ([probed[0].id], []) }
        var stillborn: Set<Int> = []
        var doubtful: Set<Int> = []
        for error in errors {
            // A declaration's mutant (a property's initial value) breaks only its own line.
            let candidates = probed.filter { item in
                item.line == error
                    || (item.line < error && error <= scopes.end(ofBlockHolding: item.line)
                        && !scopes.isDeclaration(item.line))
                    || (item.line > error && item.line - error <= 3)
            }
            if candidates.count == 1 {
                stillborn.insert(candidates[0].id)
            } else {
                doubtful.formUnion((candidates.isEmpty ? probed : candidates).map(\.id))
            }
        }
        return (stillborn, doubtful.subtracting(stillborn))
    }

    /// In each file, a mutant in a body left in doubt on its own, else those in bodies `spacing`
    /// lines apart. A target with none left in bodies probes its declarations' mutants together
    /// (`grouped`), a line apart, as many as its group size, which halves each time a group fails.
    private func choose(
        _ pending: [String: [Item]], alone: Set<Int>, scopes: [String: EnclosingScopes], groupSizes: [String: Int]
    ) -> (chosen: [String: [Item]], grouped: Set<String>) {
        let local = pending.mapValues { list in list.filter { !scopes[$0.mutant.path]!.isDeclaration($0.mutant.line) } }
        let withBodies = Set(local.filter { !$0.value.isEmpty }.keys.map(Self.target(of:)))
        var chosen: [String: [Item]] = [:]
        for (path, list) in local where !list.isEmpty {
            if let single = list.first(where: { alone.contains($0.id) }) {
                chosen[path] = [single]
                continue
            }
            for item in list where chosen[path]?.last.map({ item.mutant.line - $0.mutant.line >= spacing }) ?? true {
                chosen[path, default: []].append(item)
            }
        }
        var grouped: Set<String> = []
        var taken: [String: Int] = [:]
        for path in pending.keys.sorted() where !withBodies.contains(Self.target(of: path)) {
            let target = Self.target(of: path)
            grouped.insert(target)
            for item in pending[path]! where taken[target, default: 0] < groupSizes[target, default: .max] {
                // A line apart, as a swap edits its line and the next.
                guard chosen[path]?.last.map({ item.mutant.line - $0.mutant.line >= 2 }) ?? true else { continue }
                chosen[path, default: []].append(item)
                taken[target, default: 0] += 1
            }
        }
        return (chosen, grouped)
    }

    private static func onePerTarget(_ pending: [String: [Item]]) -> [String: [Item]] {
        var chosen: [String: [Item]] = [:]
        var targets: Set<String> = []
        for path in pending.keys.sorted() where targets.insert(target(of: path)).inserted {
            chosen[path] = [pending[path]![0]]
        }
        return chosen
    }

    /// Writes the chosen mutants into their files, builds each target they touch, and writes the
    /// files back: the targets that did not build, and the compiler's errors.
    private func build(_ chosen: [String: [Item]]) throws -> (unbuilt: Set<String>, errors: [CompilerError]) {
        for (path, list) in chosen {
            var text = originals[path]!
            // From the bottom up, so that each edit's place is still the original one.
            for item in list.reversed() { text = item.mutant.apply(to: text) }
            try scratch.write(text, to: path)
        }
        defer { for path in chosen.keys { try? scratch.write(originals[path]!, to: path) } }
        var errors: [CompilerError] = []
        var unbuilt: Set<String> = []
        let log = logs.appending(path: "probe-build.log")
        for target in Set(chosen.keys.map(Self.target(of:))).sorted() {
            let outcome = try ChildProcess.run(
                ["swift", "build", "--target", target], in: scratch.root, log: log, timeout: .seconds(3600))
            guard outcome != .exited(0) else { continue }
            unbuilt.insert(target)
            errors += CompilerError.errors(
                in: (try? String(contentsOf: log, encoding: .utf8)) ?? "", root: scratch.root)
        }
        return (unbuilt, errors)
    }

    /// `Sources/MVP/Cart/…` → `MVP`.
    static func target(of path: String) -> String { String(path.split(separator: "/")[1]) }
}
