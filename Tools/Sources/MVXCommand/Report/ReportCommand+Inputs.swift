import Foundation
import MutationTesting
import Reporting
import SourceReading

/// What the report reads besides the code: each architecture's unit tests, case by case, and
/// MUTATION.md's rows against today's fingerprints.
extension ReportCommand {
    /// Each architecture's unit tests, measured case by case; an architecture without a test
    /// folder gets no costs and the reason.
    static func testability(_ names: [String], files: [SourceFile], packageRoot: URL) throws
        -> [ArchitectureTestability]
    {
        let kit = KitNames(files)
        return try names.map { name in
            let folder = ArchitectureTestability.testFolder(of: name)
            guard FileManager.default.fileExists(atPath: packageRoot.appending(path: folder).path) else {
                return ArchitectureTestability(
                    architecture: name, costs: LogicCase.all.map { _ in nil }, missingReason: "no \(folder)")
            }
            return UnitTestScanner.measure(
                architecture: name, files: try PackageSources.texts(in: folder, packageRoot: packageRoot),
                kitTypes: kit.types(for: name, in: files), classes: kit.classes)
        }
    }

    /// The names a unit test is judged by: the kit's types and classes, and every class.
    struct KitNames {
        let types: Set<String>
        let kitClasses: Set<String>
        let classes: Set<String>

        init(_ files: [SourceFile]) {
            let declarations = files.flatMap { file in file.declarations.map { (file.target, $0) } }
            types = Set(declarations.filter { $0.0 == "HeadlessUIKit" && $0.1.kind != .extension }.map(\.1.name))
            kitClasses = Set(declarations.filter { $0.0 == "HeadlessUIKit" && $0.1.kind == .class }.map(\.1.name))
            classes = Set(declarations.filter { $0.1.kind == .class }.map(\.1.name))
        }

        /// The kit's types and the architecture's own subclasses of its classes.
        func types(for architecture: String, in files: [SourceFile]) -> Set<String> {
            types.union(kitSubclasses(of: kitClasses, in: files.filter { $0.target == architecture }))
        }
    }

    /// An architecture's classes that inherit from a kit class, at any depth (a cell, a view): a
    /// test that builds one needs the kit as much as one that builds a `UITableView`.
    static func kitSubclasses(of kitClasses: Set<String>, in files: [SourceFile]) -> Set<String> {
        let superclasses = files.flatMap { file in
            file.declarations.filter { $0.kind == .class }.compactMap { declaration in
                file.conformances(of: declaration).first.map { (declaration.name, $0) }
            }
        }
        var subclasses: Set<String> = []
        var grew = true
        while grew {
            let found = Set(superclasses.filter { kitClasses.contains($0.1) || subclasses.contains($0.1) }.map(\.0))
            grew = !found.isSubset(of: subclasses)
            subclasses.formUnion(found)
        }
        return subclasses
    }

    /// Each unit's row of MUTATION.md (none when the file is missing) against today's fingerprint.
    /// Whether the package keeps mutation scores at all (a fixture without MUTATION.md has none to keep fresh).
    static func hasMutationRecord(_ root: URL) -> Bool {
        FileManager.default.fileExists(atPath: root.appending(path: RepositoryPaths.mutation).path)
    }

    /// The bench's times that the decision page weighs; none when the bench has not stored them.
    static func runtime(packageRoot: URL) throws -> RuntimeFigures? {
        let url = packageRoot.appending(path: RepositoryPaths.runtime)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        guard let data = FileManager.default.contents(atPath: url.path),
            let figures = try? JSONDecoder().decode(RuntimeFigures.self, from: data)
        else { throw LabError("\(url.path) is not what 'mvx bench --write' stores") }
        return figures
    }

    /// What `mvx trace` stored, and the architectures traced on other code or specs than today's.
    static func actionTraces(_ names: [String], packageRoot: URL) throws -> (ActionTraces?, stale: [String]) {
        let url = packageRoot.appending(path: RepositoryPaths.actionTraces)
        guard FileManager.default.fileExists(atPath: url.path) else { return (nil, []) }
        guard let data = FileManager.default.contents(atPath: url.path),
            let traces = try? JSONDecoder().decode(ActionTraces.self, from: data)
        else { throw LabError("\(url.path) is not what 'mvx trace' stores") }
        let units = MutationUnit.plan(names, mutants: [:]).filter { $0.screen == "Common" }
        let stale = try units.filter {
            try traces.fingerprints[$0.architecture] != $0.fingerprint(packageRoot: packageRoot)
        }
        return (traces, stale.map(\.architecture))
    }

    static func mutationStatus(_ names: [String], packageRoot: URL) throws -> [MutationStatus] {
        let url = packageRoot.appending(path: RepositoryPaths.mutation)
        var recorded: [String: MutationDocument.Summary] = [:]
        var families: [String: [MutationOperator.Family: MutationDocument.GroupCount]] = [:]
        if FileManager.default.fileExists(atPath: url.path) {
            guard let text = MutationFiles.read(root: packageRoot) else { throw LabError("cannot read \(url.path)") }
            recorded = MutationDocument.summaries(in: text)
            families = MutationDocument.families(in: text)
        }
        return try MutationUnit.plan(names, mutants: [:]).map { unit in
            MutationStatus(
                architecture: unit.architecture, screen: unit.screen, recorded: recorded[unit.name],
                currentFingerprint: try unit.fingerprint(packageRoot: packageRoot),
                families: families[unit.name] ?? [:])
        }
    }
}
