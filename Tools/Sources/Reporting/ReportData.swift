import ChangeRequests
import MutationTesting
import SourceReading

/// Every figure of REPORT.md, as `mvx report --json` prints it.
public struct ReportData: Codable, Equatable, Sendable {
    /// A screen of the seeds: its folder, its article, and the architectures that build it.
    public struct Screen: Codable, Equatable, Sendable {
        public let name: String
        public let article: String
        /// The kind of screen it stands for ("a derived total").
        public let trait: String
        public let builtBy: [String]
        /// SCENARIO.md's section for it, and the tour's part that follows an action on it.
        public let contract: String?
        public let tour: ScreenGuides.TourPart?

        public init(
            name: String, article: String, trait: String, builtBy: [String], contract: String? = nil,
            tour: ScreenGuides.TourPart? = nil
        ) {
            self.name = name
            self.article = article
            self.trait = trait
            self.builtBy = builtBy
            self.contract = contract
            self.tour = tour
        }
    }

    public let architectures: [String]
    /// The index of the baseline, the architecture whose declaration plays that role.
    public var baseline: Int? { analyses.firstIndex { $0.declaration.claimRoles.contains(.baseline) } }
    public let screens: [Screen]
    public let analyses: [ArchitectureAnalysis]
    /// Each screen's analyses, one per architecture, restricted to that screen's code.
    public let screenAnalyses: [String: [ArchitectureAnalysis]]
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
    public var claims: [Claim]
    /// Each change request of `Changes/`, measured from its diffs.
    public let changes: [ChangeReport]
    /// What each screen shows a person, from the running screens.
    public let screensShown: [ScreenShown]
    /// How many of each list screen's suite sessions reach each interleaving.
    public let sessionReach: [SessionReachFigure]
    /// The bench's times at its largest size, when the bench has stored them.
    public let runtime: RuntimeFigures?
    /// What one action runs on each screen, when `mvx trace` has stored it.
    public let actionTraces: ActionTraces?
    /// The architectures whose code or suite changed since they were traced.
    public let staleTraces: [String]
    /// For a bench action, the screen whose traced action is the same user action.
    public let benchTwins: [String: String]

    public init(
        screens: [Screen], analyses: [ArchitectureAnalysis], screenAnalyses: [String: [ArchitectureAnalysis]],
        couplingSource: TypeGraph.Source, testability: [ArchitectureTestability],
        specMatrix: SpecMatrix,
        mutation: [MutationStatus], uiWork: [ActionWork], objectsPerRow: [Double], changes: [ChangeReport] = [],
        screensShown: [ScreenShown] = [], sessionReach: [SessionReachFigure] = [], runtime: RuntimeFigures? = nil,
        actionTraces: ActionTraces? = nil, staleTraces: [String] = [], benchTwins: [String: String] = [:]
    ) {
        architectures = analyses.map(\.name)
        self.screens = screens
        self.analyses = analyses
        self.screenAnalyses = screenAnalyses
        self.couplingSource = couplingSource
        self.testability = testability
        self.specMatrix = specMatrix
        self.mutation = mutation
        self.uiWork = uiWork
        self.objectsPerRow = objectsPerRow
        self.changes = changes
        self.screensShown = screensShown
        self.sessionReach = sessionReach
        self.runtime = runtime
        self.actionTraces = actionTraces
        self.staleTraces = staleTraces
        self.benchTwins = benchTwins
        claims = Claim.evaluate(
            screens: screenAnalyses, testability: testability, objectsPerRow: objectsPerRow, whole: analyses)
    }
}
