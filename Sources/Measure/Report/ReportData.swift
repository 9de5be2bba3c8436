/// Every figure of REPORT.md, as `mvx report --json` prints it.
public struct ReportData: Codable, Equatable, Sendable {
    public let architectures: [String]
    public let analyses: [ArchitectureAnalysis]
    /// Where the coupling graph came from: the compiler's index, or the names in the code.
    public let couplingSource: TypeGraph.Source
    /// Each architecture's unit tests, case by case.
    public let testability: [ArchitectureTestability]
    public let specMatrix: SpecMatrix
    /// Each architecture's mutation score from MUTATION.md, with whether it is still fresh.
    public let mutation: [MutationStatus]
    public let uiWork: [ActionWork]
    /// Objects a screen keeps per blog row: (objects with 20 rows − objects with 10 rows) / 10.
    public let objectsPerRow: [Double]
    public let claims: [Claim]
    /// Each change request of `Changes/`, measured from its diffs.
    public let changes: [ChangeReport]

    public init(
        analyses: [ArchitectureAnalysis], couplingSource: TypeGraph.Source, testability: [ArchitectureTestability],
        specMatrix: SpecMatrix,
        mutation: [MutationStatus], uiWork: [ActionWork], objectsPerRow: [Double], changes: [ChangeReport] = []
    ) {
        architectures = analyses.map(\.name)
        self.analyses = analyses
        self.couplingSource = couplingSource
        self.testability = testability
        self.specMatrix = specMatrix
        self.mutation = mutation
        self.uiWork = uiWork
        self.objectsPerRow = objectsPerRow
        self.changes = changes
        claims = Claim.evaluate(analyses: analyses, testability: testability, objectsPerRow: objectsPerRow)
    }
}
