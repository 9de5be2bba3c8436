import Testing

@testable import ChangeRequests
@testable import SourceReading

/// The unit tests a change's diff writes for its own logic, under `/// ChangeCase:` lines, are
/// found and judged as the logic cases are: alone unless they, or a class the change adds with the
/// kit, name the kit.
@Suite("A change's own logic, tested alone")
struct ChangeCaseTestsTests {
    private let file = (
        path: "Tests/ATests/BinTests.swift",
        text: """
        import Testing
        struct BinTests {
            /// ChangeCase: bin: a restore
            @Test func restore() {
                let presenter = BinPresenter()
                #expect(presenter.rows == 0)
            }

            /// ChangeCase: bin: a cell
            @Test func cell() {
                let table = UITableView()
                #expect(table.rows == 0)
            }

            /// LogicCase: like: success
            @Test func like() {}
        }
        """
    )

    @Test("The marked tests are found in order, and only under their own marker")
    func found() {
        #expect(UnitTestScanner.titles(LogicCase.changeMarkerPrefix, in: [file]) == ["bin: a restore", "bin: a cell"])
        let costs = UnitTestScanner.measure(
            cases: ["bin: a restore", "bin: a cell", "bin: missing"], marker: LogicCase.changeMarkerPrefix,
            files: [file], kitTypes: ["UITableView"], classes: ["BinPresenter", "UITableView"])
        #expect(costs.map { $0?.kitTypes } == [[], ["UITableView"], nil])
        #expect(costs[0]?.objectsBuilt == ["BinPresenter"])
    }

    @Test("Alone: neither the test nor a class the change adds with the kit names it")
    func alone() {
        let costs = UnitTestScanner.measure(
            cases: ["bin: a restore", "bin: a cell"], marker: LogicCase.changeMarkerPrefix, files: [file],
            kitTypes: ["UITableView"], classes: ["BinPresenter"])
        #expect(ChangeCaseTests(costs, newKitClasses: []) == ChangeCaseTests(written: 2, alone: 1))
        #expect(ChangeCaseTests(costs, newKitClasses: ["BinPresenter"]) == ChangeCaseTests(written: 2, alone: 0))
    }
}
