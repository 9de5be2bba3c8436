/// One architecture's unit tests, case by case: the cost of each logic case of `LogicCase.all`,
/// or nil where the architecture has no test for it.
public struct ArchitectureTestability: Codable, Equatable, Sendable {
    public let architecture: String
    /// In the order of `LogicCase.all`.
    public let costs: [UnitTestCost?]
    /// Why there are no tests at all, when there are none (a missing test target).
    public let missingReason: String?

    public init(architecture: String, costs: [UnitTestCost?], missingReason: String? = nil) {
        self.architecture = architecture
        self.costs = costs
        self.missingReason = missingReason
    }

    public var tested: Int { costs.count { $0 != nil } }
    public var kitFree: Int { costs.count { $0?.isKitFree == true } }

    /// The test folder of an architecture's unit tests.
    public static func testFolder(of architecture: String) -> String { "Tests/\(architecture)Tests" }
}
