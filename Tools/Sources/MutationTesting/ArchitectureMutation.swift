import SourceReading

/// One architecture's mutation run on one screen's code (or on `Common`, what its screens share
/// and its entry point): every mutant's outcome, the coverage beside it, and what the run
/// measured (the commit, and the fingerprint of the code and suite it ran).
public struct ArchitectureMutation: Codable, Equatable, Sendable {
    public let architecture: String
    /// The screen folder the mutants are in, or ``common``.
    public let screen: String
    public let commit: String
    public let fingerprint: String
    public let results: [MutantResult]
    public let coverage: CodeCoverage?

    public init(
        architecture: String, screen: String, commit: String, fingerprint: String, results: [MutantResult],
        coverage: CodeCoverage?
    ) {
        self.architecture = architecture
        self.screen = screen
        self.commit = commit
        self.fingerprint = fingerprint
        self.results = results
        self.coverage = coverage
    }

    /// The unit of code MUTATION.md has a row for, for example `MVVM/Login`.
    public var unit: String { Self.unit(architecture, screen) }

    public static func unit(_ architecture: String, _ screen: String) -> String { "\(architecture)/\(screen)" }

    /// The unit of an architecture's files outside any screen folder: what its screens share, and
    /// its entry point.
    public static let common = ArchitectureAnalysis.common

    /// The folders a unit's fingerprint leaves out of the shared targets: those of the screens it
    /// neither is nor opens (each screen's part of `Sources/Shared`, `Harness`, `Scenario`,
    /// `Sessions` and `Tests/SessionTests` lives in a folder named after it), so that adding or
    /// changing one screen leaves the others' scores fresh. `Common`, which every spec judges,
    /// leaves out nothing.
    public static func excludedFolders(screen: String, opens: [String], screens: [String]) -> Set<String> {
        screen == common ? [] : Set(screens).subtracting([screen] + opens)
    }

    /// The files that list every screen (the screens themselves, and the sessions of each): a
    /// screen added there changes no other screen's behaviour, and what a unit takes from them
    /// (its folder, the screens it opens) is in its paths already.
    public static let screenLists: Set<String> = [
        "Sources/Scenario/Screen.swift", "Sources/Sessions/ScreenSessions.swift",
    ]

    /// What judges every unit beside its specs: the differential sessions, the generator that
    /// plants the mutants (a new operator is a new measurement), the schema that switches them
    /// (a mutant switched wrongly is measured wrongly) and the probe that tells which of the others
    /// build (one it calls stillborn wrongly is not counted).
    static let judges = [
        "Sources/Sessions", "Tests/SessionTests", "Tools/Sources/MutationTesting/Generator",
        "Tools/Sources/MutationTesting/Schema", "Tools/Sources/MVXCommand/Mutate/MutantProbe.swift",
    ]

    /// What a unit's score depends on: its code, the code it builds on (what the architecture's
    /// screens share, its entry point, the screens it opens, the shared targets and the robots),
    /// the specs and sessions that run against it, and the operators. The fingerprint of these decides whether a score is
    /// fresh, so a change to one screen leaves the others' scores as they are.
    public static func measuredPaths(of architecture: String, screen: String, opens: [String], specs: [String])
        -> [String]
    {
        let shared = ["Sources/Shared", "Sources/HeadlessUIKit", "Sources/Scenario", "Sources/Harness"] + judges
        guard screen != common else { return ["Sources/\(architecture)"] + shared + ["Tests/MVXTests"] }
        return ([screen] + opens + [common]).map { "Sources/\(architecture)/\($0)" }
            + ["Sources/\(architecture)/\(architecture)Architecture.swift"] + shared + ["Tests/MVXTests/Support"]
            + specs.map { "Tests/MVXTests/Specs/\($0)" }
    }

    public var built: Int { results.count { $0.outcome != .stillborn } }
    public var killed: Int { killedBySpecs + killedBySessions }
    /// Killed before the sessions ran: a spec failed or the suite hung.
    public var killedBySpecs: Int { results.count { $0.outcome == .killed || $0.outcome == .timedOut } }
    /// Passed every spec and failed a differential session.
    public var killedBySessions: Int { results.count { $0.outcome == .killedBySessions } }
    public var survivors: [MutantResult] { results.filter(\.outcome.isSurvivor) }
    public var equivalent: Int { survivors.count { $0.equivalence != nil } }

    /// Killed over the mutants that build and are not reviewed as equivalent.
    public var score: Double {
        let counted = built - equivalent
        return counted == 0 ? 0 : 100 * Double(killed) / Double(counted)
    }

    /// The score the specs alone would have: what the differential sessions add is the difference.
    public var specsScore: Double {
        let counted = built - equivalent
        return counted == 0 ? 0 : 100 * Double(killedBySpecs) / Double(counted)
    }

    /// Killed over every mutant that builds, reviewed equivalents included.
    public var rawScore: Double {
        built == 0 ? 0 : 100 * Double(killed) / Double(built)
    }
}
