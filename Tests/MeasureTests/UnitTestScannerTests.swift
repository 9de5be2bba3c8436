import Measure
import Testing

/// Measuring a unit test: what it needs from its target, which kit types it names, which classes
/// it builds; and a presenter test that starts to need a view moves every figure.
@Suite("Unit test scanner")
struct UnitTestScannerTests {
    private static let server = """
        func makeServer() -> FakeServer {
            FakeServer(loginUserId: 1, users: [])
        }
        """

    private static func suite(likeBody: String) -> String {
        """
        import Testing

        private final class SpyCell: BlogCellView {
            var updates = 0
            func blogCellPresenterDidUpdate() { updates += 1 }
        }

        struct BlogCellPresenterTests {
            let server = makeServer()
            private let spy = SpyCell()

            private func makePresenter() -> BlogCellPresenter {
                let presenter = BlogCellPresenter(apiManager: server)
                presenter.view = spy
                return presenter
            }

            private func text(_ label: String) -> String { label }

            @Test func likeInFlight() {
        \(likeBody)
            }

            @Test func draftDateText() {
                #expect(DraftCellPresenter().editDateText == "x")
            }
        }
        """
    }

    private func measure(_ likeBody: String) -> ArchitectureTestability {
        UnitTestScanner.measure(
            architecture: "MVP",
            files: [
                ("Tests/MVPTests/Profile/A.swift", Self.suite(likeBody: likeBody)),
                ("Tests/MVPTests/Profile/S.swift", Self.server),
            ],
            kitTypes: ["UILabel", "UITableViewCell"],
            classes: ["FakeServer", "BlogCellPresenter", "DraftCellPresenter", "UILabel"])
    }

    private func cost(_ testability: ArchitectureTestability, _ id: String) throws -> UnitTestCost {
        try #require(testability.costs[LogicCase.all.firstIndex { $0.id == id }!])
    }

    @Test("A test counts itself, its suite's set-up and the helpers and types it uses, across files")
    func closure() throws {
        let testability = measure(
            "        let presenter = makePresenter()\n        presenter.likeBlog()\n        #expect(spy.updates == 1)")
        let like = try cost(testability, "likeInFlight")
        // The test (5 lines), the suite's set-up (2), makePresenter (5), makeServer in the other file (3), SpyCell (4).
        #expect(like.codeLines == 5 + 2 + 5 + 3 + 4)
        #expect(like.kitTypes.isEmpty)
        #expect(like.objectsBuilt == ["BlogCellPresenter", "FakeServer", "SpyCell"])
        #expect(like.place == "Tests/MVPTests/Profile/A.swift:20")
        let draft = try cost(testability, "draftDateText")
        #expect(
            draft.codeLines == 3 + 2 + 3 + 4, "`.editDateText` is a member access: the `text` helper is not pulled in")
        #expect(
            draft.objectsBuilt == ["DraftCellPresenter", "FakeServer", "SpyCell"],
            "the suite's set-up builds for every test")
        #expect(testability.tested == 2)
        #expect(testability.kitFree == 2)
    }

    @Test("A presenter test that starts to need a view names the kit and is no longer kit-free")
    func aViewMovesTheFigures() throws {
        let spyOnly = try cost(measure("        makePresenter().likeBlog()"), "likeInFlight")
        let withView = try cost(
            measure(
                "        let label = UILabel()\n        makePresenter().likeBlog()\n        #expect(label.text == \"赞 2\")"
            ),
            "likeInFlight")
        #expect(spyOnly.isKitFree)
        #expect(withView.kitTypes == ["UILabel"])
        #expect(!withView.isKitFree)
        #expect(withView.codeLines == spyOnly.codeLines + 2)
    }
}
