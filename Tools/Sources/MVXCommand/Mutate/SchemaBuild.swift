import Foundation
import MutationTesting
import SourceReading

/// Writes every mutant of a run into the scratch copy at once, each behind its switch, and builds
/// it once. A schema that does not build is narrowed down: the compiler's errors name lines, the
/// mutants switched on those lines leave the schema and build on their own (most are stillborn),
/// and the rest builds again.
struct SchemaBuild {

    let scratch: ScratchPackage
    let buildLog: URL
    /// The text of `Sources/MutantSwitch/MutantSwitch.swift`, copied into each mutated target.
    let switchSource: String

    /// What a built schema holds: the switched mutants, those left to build on their own (with
    /// why), and those whose own mutated code the compiler refused (stillborn, with its error).
    struct Result {
        var switched: Set<Int>
        var unswitched: [Int: String]
        var stillborn: [Int: String]
    }

    /// Writes and builds the schema of `mutants` (by id) over `originals` (path → text).
    func build(
        _ mutants: [Int: Mutant], originals: [String: String], progress: (String) -> Void
    ) throws(LabError) -> Result {
        var excluded: [Int: String] = [:]
        var stillborn: [Int: String] = [:]
        let targets = Set(mutants.values.map { $0.path.split(separator: "/").prefix(2).joined(separator: "/") })
        // Every target builds alone first, so that one target's errors do not hide another's.
        var unbuilt = targets
        var round = 0
        while true {
            round += 1
            let byPath = Dictionary(
                grouping: mutants.filter { excluded[$0.key] == nil && stillborn[$0.key] == nil }, by: \.value.path)
            var overrides: [String: String?] = [:]
            var schemas: [String: MutantSchema] = [:]
            var unswitched = excluded
            for (path, list) in byPath {
                let schema = MutantSchema(
                    text: originals[path]!, mutants: list.map { ($0.key, $0.value) }.sorted { $0.0 < $1.0 })
                schemas[path] = schema
                overrides[path] = schema.text
                unswitched.merge(schema.unswitched) { first, _ in first }
            }
            let switched = Set(schemas.values.flatMap(\.switched))
            // The ids the switch accepts: every planned one while the schema narrows (so that its
            // file, and the targets, do not change each round), the switched ones at the end.
            let accepted = Self.ranges((unbuilt.isEmpty ? switched : Set(mutants.keys)).sorted())
            for target in targets {
                overrides["\(target)/MutantSwitch.swift"] = switchSource.replacingOccurrences(
                    of: "static let schemaIDs = \"\"", with: "static let schemaIDs = \"\(accepted)\"")
            }
            try scratch.sync(overrides: overrides)
            var errors = try parseErrors(Array(schemas.keys))
            if errors.isEmpty {
                progress(
                    "mvx mutate: building the schema of \(switched.count) mutants (round \(round)"
                        + (unbuilt.isEmpty
                            ? ")" : ", \(unbuilt.sorted().map { $0.dropFirst(8) }.joined(separator: ", ")))"))
                let commands =
                    unbuilt.isEmpty
                    ? [["swift", "build", "--build-tests"]]
                    : unbuilt.sorted().map { ["swift", "build", "--target", String($0.dropFirst(8))] }
                var failed = false
                for command in commands {
                    let outcome: ChildProcess.Outcome = try ChildProcess.run(
                        command, in: scratch.root, log: log(round), timeout: .seconds(3600))
                    guard outcome != .exited(0) else { continue }
                    failed = true
                    errors += CompilerError.errors(
                        in: (try? String(contentsOf: log(round), encoding: .utf8)) ?? "", root: scratch.root)
                }
                if !failed {
                    if unbuilt.isEmpty {
                        return Result(switched: switched, unswitched: unswitched, stillborn: stillborn)
                    }
                    unbuilt = []
                    continue
                }
                guard !errors.isEmpty else {
                    throw LabError("the schema does not build, and no error names a mutant; see \(log(round).path)")
                }
                unbuilt = Set(errors.map { $0.path.split(separator: "/").prefix(2).joined(separator: "/") })
                    .intersection(targets)
            }
            let verdicts = SchemaVerdicts(errors: errors, schemas: schemas)
            if let error = verdicts.outside {
                throw LabError(
                    "the schema does not build outside its mutants (\(error.path):\(error.line)); see \(log(round).path)"
                )
            }
            guard !verdicts.broken.isEmpty || !verdicts.refused.isEmpty else {
                throw LabError("the schema does not build, and no error names a mutant; see \(log(round).path)")
            }
            stillborn.merge(verdicts.refused) { first, _ in first }
            for id in verdicts.broken where verdicts.refused[id] == nil { excluded[id] = "its switch breaks the build" }
        }
    }

    /// The syntax errors of the schema's files, found by the parser alone (in a fraction of a
    /// second, where a build takes minutes): a switch the parser refuses spoils its whole file.
    func parseErrors(_ paths: [String]) throws(LabError) -> [CompilerError] {
        guard !paths.isEmpty else { return [] }
        let parseLog = buildLog.deletingLastPathComponent().appending(path: "schema-parse.log")
        _ = try ChildProcess.run(
            // The package's language mode: Swift 6 parses a bare `/…/` as a regex literal, Swift 5 does not.
            ["swiftc", "-parse", "-swift-version", "6"] + paths.sorted(), in: scratch.root, log: parseLog,
            timeout: .seconds(600))
        return CompilerError.errors(in: (try? String(contentsOf: parseLog, encoding: .utf8)) ?? "", root: scratch.root)
            .map { CompilerError(path: $0.path, line: $0.line, column: $0.column, message: $0.message, isSyntax: true) }
    }

    /// Each round's build log: `schema-build.log`, `schema-build.2.log`, ….
    private func log(_ round: Int) -> URL {
        round == 1
            ? buildLog
            : buildLog.deletingPathExtension().appendingPathExtension("\(round)").appendingPathExtension("log")
    }

    /// `1-40,42`: sorted ids as runs.
    static func ranges(_ ids: [Int]) -> String {
        var parts: [String] = []
        var index = 0
        while index < ids.count {
            var end = index
            while end + 1 < ids.count, ids[end + 1] == ids[end] + 1 { end += 1 }
            parts.append(end == index ? "\(ids[index])" : "\(ids[index])-\(ids[end])")
            index = end + 1
        }
        return parts.joined(separator: ",")
    }
}
