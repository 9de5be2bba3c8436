import Foundation
import MutationTesting
import Scenario
import SourceReading

/// The part of an architecture one row of MUTATION.md measures: a screen's folder, or `Common`
/// (what its screens share, and its entry point), with its mutants, the paths its fingerprint
/// covers, and the specs that judge its mutants: the screen's own and those of the screens that
/// open it (every spec for `Common`), then the same screens' differential sessions.
public struct MutationUnit: Sendable {
    public let architecture: String
    public let screen: String
    public let mutants: [Mutant]
    public let measuredPaths: [String]
    /// The other screens' folders, left out of the shared targets in `measuredPaths`.
    public let excludedFolders: Set<String>
    /// The screens whose specs judge the unit's mutants; nil for every spec.
    public let judges: [String]?

    public var name: String { ArchitectureMutation.unit(architecture, screen) }

    /// The units of each architecture, in the catalog's order, screens first and `Common` last.
    public static func plan(_ architectures: [String], mutants: [String: [Mutant]]) -> [MutationUnit] {
        var units: [MutationUnit] = []
        for architecture in architectures {
            let all = mutants[architecture] ?? []
            for screen in Screen.allCases.map(\.rawValue) + [ArchitectureMutation.common] {
                let folder = "Sources/\(architecture)/\(screen)/"
                let own = all.filter { mutant in
                    screen == ArchitectureMutation.common
                        ? !Screen.allCases.contains { mutant.path.hasPrefix("Sources/\(architecture)/\($0.rawValue)/") }
                        : mutant.path.hasPrefix(folder)
                }
                let judges = Screen.allCases.filter {
                    $0.rawValue == screen || $0.opens.map(\.rawValue).contains(screen)
                }
                let opens = Screen(rawValue: screen)?.opens.map(\.rawValue) ?? []
                units.append(
                    MutationUnit(
                        architecture: architecture, screen: screen, mutants: own,
                        measuredPaths: ArchitectureMutation.measuredPaths(
                            of: architecture, screen: screen, opens: opens, specs: judges.map(\.rawValue)),
                        excludedFolders: ArchitectureMutation.excludedFolders(
                            screen: screen, opens: opens, screens: Screen.allCases.map(\.rawValue)),
                        judges: screen == ArchitectureMutation.common ? nil : judges.map(\.rawValue)))
            }
        }
        return units
    }

    /// The fingerprint of what the unit's score depends on, as it is today.
    public func fingerprint(packageRoot: URL) throws(LabError) -> String {
        try SourceFingerprint.of(
            folders: measuredPaths, packageRoot: packageRoot, excludingFolders: excludedFolders,
            excludingFiles: screen == ArchitectureMutation.common ? [] : ArchitectureMutation.screenLists)
    }

    /// The `swift test --filter` that runs the differential sessions of the screens that judge the
    /// unit (every screen's for `Common`): `SessionTests\.(ProfileSessionTests|…)/`.
    var sessionFilter: String { Self.sessionFilter(judges ?? Screen.allCases.map(\.rawValue)) }

    /// The behaviour suite a mutation run plays whole: every spec and every screen's sessions, and
    /// nothing else of the SessionTests target (its tests of the sessions' reach judge no code, and
    /// the statics they first touch would be noted as reached by them).
    public static let behaviourSuiteFilter = "MVXTests\\.|" + sessionFilter(Screen.allCases.map(\.rawValue))

    private static func sessionFilter(_ screens: [String]) -> String {
        "SessionTests\\.(" + screens.map { "\($0)SessionTests" }.sorted().joined(separator: "|") + ")/"
    }

    /// The `swift test --filter` that runs the unit's specs: `MVXTests\.(LoginFormSpecs|…)/`, the
    /// suites declared in the judging screens' spec folders, or every spec.
    func specFilter(packageRoot: URL) throws(LabError) -> String {
        guard let screens = judges else { return "MVXTests\\." }
        var suites: [String] = []
        for screen in screens {
            let files: [(path: String, text: String)] = try PackageSources.texts(
                in: "Tests/MVXTests/Specs/\(screen)", packageRoot: packageRoot)
            for file in files {
                suites += file.text.split(separator: "\n").compactMap { line in
                    line.hasPrefix("struct ")
                        ? line.dropFirst(7).prefix { $0.isLetter || $0.isNumber }.description : nil
                }
            }
        }
        return "MVXTests\\.(" + suites.sorted().joined(separator: "|") + ")/"
    }
}
