/// What one architecture's unit test of one logic case costs, measured from its code: the test,
/// its suite's set-up and every helper and test type it uses in its target.
public struct UnitTestCost: Codable, Equatable, Sendable {
    public let caseId: String
    /// Where the test function is, as path:line.
    public let place: String
    public let codeLines: Int
    /// UI kit types the test names (constructs, casts to, or reads), the architectures' own
    /// subclasses of them (a cell, a view) included.
    public let kitTypes: [String]
    /// Classes other than the kit's that the test constructs: the object under test, spies, the server.
    public let objectsBuilt: [String]

    /// The classes the test builds whose own code reaches a UI kit type, through the types it
    /// names (002's frame model measures with `UIFont`): the code under test needs the kit too.
    public var kitInCode: [String]?

    /// Whether the case is reached without the UI kit at all: neither the test nor the code it builds names it.
    public var isKitFree: Bool { kitTypes.isEmpty && (kitInCode ?? []).isEmpty }
}
