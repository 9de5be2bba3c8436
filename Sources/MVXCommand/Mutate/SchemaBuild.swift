import Foundation
import Measure

/// Writes every mutant of a run into the scratch copy at once, each behind its switch, and builds
/// it once. A schema that does not build is narrowed down: the compiler's errors name lines, the
/// mutants switched on those lines leave the schema and build on their own (most are stillborn),
/// and the rest builds again.
struct SchemaBuild {
    typealias Failure = MutationPlan.Failure

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
    ) throws(Failure) -> Result {
        var excluded: [Int: String] = [:]
        var stillborn: [Int: String] = [:]
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
            let ids = Self.ranges(switched.sorted())
            for target in Set(byPath.keys.map { $0.split(separator: "/").prefix(2).joined(separator: "/") }) {
                overrides["\(target)/MutantSwitch.swift"] = switchSource.replacingOccurrences(
                    of: "static let schemaIDs = \"\"", with: "static let schemaIDs = \"\(ids)\"")
            }
            do { try scratch.sync(overrides: overrides) } catch { throw Failure(message: error.message) }
            progress("mvx mutate: building the schema of \(switched.count) mutants (round \(round))")
            let outcome: ChildProcess.Outcome
            do {
                outcome = try ChildProcess.run(
                    ["swift", "build", "--build-tests"], in: scratch.root, log: log(round), timeout: .seconds(3600))
            } catch {
                throw Failure(message: error.message)
            }
            if outcome == .exited(0) { return Result(switched: switched, unswitched: unswitched, stillborn: stillborn) }
            let errors = Self.errors(
                in: (try? String(contentsOf: log(round), encoding: .utf8)) ?? "", root: scratch.root)
            var broken: [Int: String] = [:]
            var refused: [Int: String] = [:]
            for error in errors {
                guard let schema = schemas[error.path] else {
                    throw Failure(
                        message:
                            "the schema does not build outside its mutants (\(error.path):\(error.line)); see \(log(round).path)"
                    )
                }
                let blamed = schema.blamed(line: error.line, column: error.column, message: error.message)
                for id in blamed.ids {
                    if blamed.isOwnText {
                        refused[id] = error.message
                    } else {
                        broken[id] = "its switch breaks the build"
                    }
                }
            }
            guard !broken.isEmpty || !refused.isEmpty else {
                throw Failure(message: "the schema does not build, and no error names a mutant; see \(log(round).path)")
            }
            stillborn.merge(refused) { first, _ in first }
            broken = broken.filter { refused[$0.key] == nil }
            excluded.merge(broken) { first, _ in first }
        }
    }

    /// Each round's build log: `schema-build.log`, `schema-build-2.log`, ….
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

    /// The compiler's errors in a build log, with paths relative to the copy's root.
    static func errors(in log: String, root: URL) -> [(path: String, line: Int, column: Int, message: String)] {
        let prefix = root.standardizedFileURL.path + "/"
        return log.split(separator: "\n").compactMap { line in
            guard let marker = line.range(of: ": error: ") else { return nil }
            let place = line[..<marker.lowerBound].split(separator: ":")
            guard place.count >= 3, let number = Int(place[place.count - 2]), let column = Int(place[place.count - 1])
            else { return nil }
            var path = place[..<(place.count - 2)].joined(separator: ":")
            if path.hasPrefix(prefix) { path.removeFirst(prefix.count) }
            return (path, number, column, String(line[marker.upperBound...]))
        }
    }
}
