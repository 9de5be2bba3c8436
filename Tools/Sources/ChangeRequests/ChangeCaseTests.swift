import SourceReading

/// An architecture's unit tests of a change's own logic, the `/// ChangeCase:` tests its diff
/// writes: how many, and how many of them reach that logic without the UI kit.
public struct ChangeCaseTests: Codable, Equatable, Sendable {
    public let written: Int
    public let alone: Int

    public init(written: Int, alone: Int) {
        self.written = written
        self.alone = alone
    }

    /// Judges the tests as the logic cases are judged, and a class the change adds in a file that
    /// imports the kit (`newKitClasses`) as code that needs it.
    public init(_ costs: [UnitTestCost?], newKitClasses: Set<String>) {
        let tests = costs.compactMap { $0 }
        written = tests.count
        alone = tests.count { $0.isKitFree && newKitClasses.isDisjoint(with: $0.objectsBuilt) }
    }
}
