/// One architecture's mutation run: every mutant's outcome, the coverage beside it, and what
/// the run measured (the commit, and the fingerprint of the code and suite it ran).
public struct ArchitectureMutation: Codable, Equatable, Sendable {
    public let architecture: String
    public let commit: String
    public let fingerprint: String
    public let results: [MutantResult]
    public let coverage: CodeCoverage?

    public init(
        architecture: String, commit: String, fingerprint: String, results: [MutantResult], coverage: CodeCoverage?
    ) {
        self.architecture = architecture
        self.commit = commit
        self.fingerprint = fingerprint
        self.results = results
        self.coverage = coverage
    }

    /// What a mutation score depends on: the architecture's code, the code it builds on, and the
    /// behaviour suite with its robot. The fingerprint of these decides whether a score is fresh.
    public static func measuredFolders(of architecture: String) -> [String] {
        [
            "Sources/\(architecture)", "Sources/Shared", "Sources/HeadlessUIKit", "Sources/Scenario", "Sources/Harness",
            "Tests/MVXTests",
        ]
    }

    public var built: Int { results.count { $0.outcome != .stillborn } }
    public var killed: Int { results.count { $0.outcome == .killed || $0.outcome == .timedOut } }
    public var survivors: [MutantResult] { results.filter { $0.outcome == .survived } }
    public var equivalent: Int { survivors.count { $0.equivalence != nil } }

    /// Killed over the mutants that build and are not reviewed as equivalent.
    public var score: Double {
        let counted = built - equivalent
        return counted == 0 ? 0 : 100 * Double(killed) / Double(counted)
    }

    /// Killed over every mutant that builds, reviewed equivalents included.
    public var rawScore: Double {
        built == 0 ? 0 : 100 * Double(killed) / Double(built)
    }
}
