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

    /// Whether the case is reached without the UI kit at all.
    public var isKitFree: Bool { kitTypes.isEmpty }
}
