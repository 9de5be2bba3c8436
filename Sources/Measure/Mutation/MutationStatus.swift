/// One architecture's mutation score as REPORT.md shows it: read from MUTATION.md, because a
/// mutation run is too slow for every report, and trusted only while the code and suite it
/// measured are byte for byte today's.
public struct MutationStatus: Codable, Equatable, Sendable {
    public let architecture: String
    /// The row of MUTATION.md, or nil when it has none for the architecture.
    public let recorded: MutationDocument.Summary?
    /// Whether the recorded fingerprint equals today's (see `ArchitectureMutation.measuredFolders(of:)`).
    public let isFresh: Bool

    public init(architecture: String, recorded: MutationDocument.Summary?, currentFingerprint: String) {
        self.architecture = architecture
        self.recorded = recorded
        isFresh = recorded?.fingerprint == currentFingerprint
    }
}
