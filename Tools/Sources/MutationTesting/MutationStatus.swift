/// One unit's mutation score (an architecture's screen, or what its screens share) as REPORT.md
/// shows it: read from MUTATION.md, because a mutation run is too slow for every report, and
/// trusted only while the code and suite it measured are byte for byte today's.
public struct MutationStatus: Codable, Equatable, Sendable {
    public let architecture: String
    public let screen: String
    /// The row of MUTATION.md, or nil when it has none for the architecture.
    public let recorded: MutationDocument.Summary?
    /// Whether the recorded fingerprint equals today's (see `ArchitectureMutation.measuredPaths`).
    public let isFresh: Bool
    /// The unit's mutants per operator family, as its section of MUTATION.md counts them.
    public let families: [MutationOperator.Family: MutationDocument.GroupCount]

    public init(
        architecture: String, screen: String, recorded: MutationDocument.Summary?, currentFingerprint: String,
        families: [MutationOperator.Family: MutationDocument.GroupCount] = [:]
    ) {
        self.architecture = architecture
        self.screen = screen
        self.recorded = recorded
        self.families = families
        isFresh = recorded?.fingerprint == currentFingerprint
    }
}

extension [MutationStatus] {
    /// An architecture's mutants over all its units, with the units measured on older code; nil
    /// until every unit is measured.
    package func totals(of architecture: String) -> (killed: Int, counted: Int, stale: [MutationStatus])? {
        let units = filter { $0.architecture == architecture }
        guard !units.isEmpty, units.allSatisfy({ $0.recorded != nil }) else { return nil }
        return (
            units.reduce(0) { $0 + ($1.recorded?.killed ?? 0) }, units.reduce(0) { $0 + ($1.recorded?.counted ?? 0) },
            units.filter { !$0.isFresh }
        )
    }
}
