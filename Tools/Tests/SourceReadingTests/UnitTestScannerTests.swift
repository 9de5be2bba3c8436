import Foundation
import LabTestSupport
import SourceReading
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

    private static func suite(likeBody: String, likeName: String = "like: in flight") -> String {
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

            /// LogicCase: like: in flight
            @Test func \(likeName)() {
        \(likeBody)
            }

            /// LogicCase: draft: date text
            @Test func draftDateText() {
                #expect(DraftCellPresenter().editDateText == "x")
            }
        }
        """
    }

    private func measure(_ likeBody: String, likeName: String = "like: in flight") -> ArchitectureTestability {
        UnitTestScanner.measure(
            architecture: "MVP",
            files: [
                ("Tests/MVPTests/Profile/A.swift", Self.suite(likeBody: likeBody, likeName: likeName)),
                ("Tests/MVPTests/Profile/S.swift", Self.server),
            ],
            kitTypes: ["UILabel", "UITableViewCell"],
            classes: ["FakeServer", "BlogCellPresenter", "DraftCellPresenter", "UILabel"])
    }

    private func cost(_ testability: ArchitectureTestability, _ title: String) throws -> UnitTestCost {
        try #require(testability.costs[LogicCase.all.firstIndex { $0.title == title }!])
    }

    @Test("A test counts itself, its suite's set-up and the helpers and types it uses, across files")
    func closure() throws {
        let testability = measure(
            "        let presenter = makePresenter()\n        presenter.likeBlog()\n        #expect(spy.updates == 1)")
        let like = try cost(testability, "like: in flight")
        // The test (5 lines), the suite's set-up (2), makePresenter (5), makeServer in the other file (3), SpyCell (4).
        #expect(like.codeLines == 5 + 2 + 5 + 3 + 4)
        #expect(like.kitTypes.isEmpty)
        #expect(like.objectsBuilt == ["BlogCellPresenter", "FakeServer", "SpyCell"])
        #expect(like.place == "Tests/MVPTests/Profile/A.swift:21")
        let draft = try cost(testability, "draft: date text")
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
        let spyOnly = try cost(measure("        makePresenter().likeBlog()"), "like: in flight")
        let withView = try cost(
            measure(
                "        let label = UILabel()\n        makePresenter().likeBlog()\n        #expect(label.text == \"赞 2\")"
            ),
            "like: in flight")
        #expect(spyOnly.isKitFree)
        #expect(withView.kitTypes == ["UILabel"])
        #expect(!withView.isKitFree)
        #expect(withView.codeLines == spyOnly.codeLines + 2)
    }

    @Test("A case is its marker's: renaming its test function changes no figure")
    func renamedTest() throws {
        let body = "        let presenter = makePresenter()\n        presenter.likeBlog()"
        #expect(measure(body) == measure(body, likeName: "presenterDisablesTheButtonWhileTheLikeIsOut"))
        #expect(try cost(measure(body, likeName: "x"), "like: in flight").codeLines > 0)
    }

    @Test("Each architecture of the lesson marks every logic case once, and no case the lab does not know")
    func lessonMarksEveryCase() throws {
        let architectures = try FileManager.default.contentsOfDirectory(
            atPath: Roots.lesson.appending(path: "Sources").path
        )
        .filter {
            FileManager.default.fileExists(atPath: Roots.lesson.appending(path: "Sources/\($0)/architecture.json").path)
        }
        #expect(!architectures.isEmpty)
        for name in architectures {
            let files = try PackageSources.texts(
                in: ArchitectureTestability.testFolder(of: name), packageRoot: Roots.lesson)
            let markers = files.flatMap { file in
                file.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { $0.hasPrefix(LogicCase.markerPrefix) }.map {
                        String($0.dropFirst(LogicCase.markerPrefix.count))
                    }
            }
            #expect(markers.sorted() == LogicCase.all.map(\.title).sorted(), "\(name)")
        }
    }
}
