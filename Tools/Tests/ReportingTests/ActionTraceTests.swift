import Foundation
import Testing

@testable import Reporting
@testable import SourceReading

/// `mvx trace`'s reading: the functions of one architecture that ran between two runs, the type
/// each belongs to, the files a reader opens, and the page and criterion built from them.
@Suite("Following one action")
struct ActionTraceTests {
    private func export(_ functions: [(String, String, Int)]) -> Data {
        let entries = functions.map { name, file, count in
            "{\"name\": \"\(name)\", \"count\": \(count), \"filenames\": [\"\(file)\"], \"regions\": []}"
        }
        return Data("{\"data\": [{\"functions\": [\(entries.joined(separator: ","))]}], \"type\": \"x\"}".utf8)
    }

    @Test("Only the functions under the folder that ran more often in the second run count")
    func ranSince() throws {
        let before = try ExecutedFunctions(
            llvmCovExport: export([
                ("$s3MVP4CellC4bindyyF", "/p/Sources/MVP/Profile/View/Cell.swift", 3),
                ("$s3MVP9PresenterC4likeyyF", "/p/Sources/MVP/Profile/Presenter/Presenter.swift", 0),
                ("$s6Shared3APIC4likeyyF", "/p/Sources/Shared/API.swift", 0),
            ]), packageRoot: "/p", folder: "Sources/MVP/")
        let after = try ExecutedFunctions(
            llvmCovExport: export([
                ("$s3MVP4CellC4bindyyF", "/p/Sources/MVP/Profile/View/Cell.swift", 3),
                ("$s3MVP9PresenterC4likeyyF", "/p/Sources/MVP/Profile/Presenter/Presenter.swift", 2),
                ("$s6Shared3APIC4likeyyF", "/p/Sources/Shared/API.swift", 1),
            ]), packageRoot: "/p/", folder: "Sources/MVP/")
        #expect(before.functions.count == 2, "the shared model's function is not the architecture's")
        let ran = after.ran(since: before)
        #expect(ran.map(\.file) == ["Sources/MVP/Profile/Presenter/Presenter.swift"])
        #expect(after.ran(since: after).isEmpty)
        #expect(throws: LabError.self) {
            try ExecutedFunctions(llvmCovExport: Data("{}".utf8), packageRoot: "/p", folder: "Sources/MVP/")
        }
    }

    @Test(
        "A demangled name gives the type it belongs to",
        arguments: [
            ("CartViewModel.total.getter", "CartViewModel"),
            ("closure #1 in CartViewModel.row(_:)", "CartViewModel"),
            ("implicit closure #1 in closure #2 in CartViewController.viewDidLoad()", "CartViewController"),
            ("variable initialization expression of CartCell.deleteButton", "CartCell"),
            ("closure #1 in variable initialization expression of CartCell.deleteButton", "CartCell"),
            ("static MVVMArchitecture.makeCartScreen(environment:)", "MVVMArchitecture"),
            ("CartViewModel.loadState.didset", "CartViewModel"),
            (
                "protocol witness for UITableViewDataSource.tableView(_:cellForRowAt:) in conformance LMDataSource : UITableViewDataSource",
                "LMDataSource"
            ),
            ("Profile.BlogCell.init(style:reuseIdentifier:)", "BlogCell"),
        ])
    func types(name: String, type: String) {
        #expect(ExecutedFunctions.type(ofDemangled: name) == type)
    }

    @Test("A free function belongs to no type")
    func freeFunction() {
        #expect(ExecutedFunctions.type(ofDemangled: "makeScreen(environment:)") == nil)
    }

    private func traces(_ files: [String: [Int]]) -> ActionTraces {
        ActionTraces(
            fingerprints: [:],
            traces: files.flatMap { architecture, counts in
                counts.enumerated().map { index, count in
                    .init(
                        architecture: architecture, screen: "S\(index)", action: "a tap",
                        files: (0..<count).map { "Sources/\(architecture)/F\($0).swift" }, types: [], functions: count)
                }
            })
    }

    @Test("Files opened sum over the screens, and the decision's criterion follows them")
    func filesOpened() {
        let planted = traces(["A": [2, 2], "B": [4, 5], "C": [2, 3]])
        #expect(planted.filesOpened("A") == 4)
        #expect(planted.filesOpened("B") == 9)
        #expect(planted.filesOpened("D") == nil)
        let store = ActionTraces(
            fingerprints: [:],
            traces: ["S0", "S1", "S2"].map { screen in
                .init(
                    architecture: "T", screen: screen, action: "a tap",
                    files: ["Sources/T/Common/Store/Store.swift", "Sources/T/\(screen)/Scene/Scene.swift"], types: [],
                    functions: 2)
            })
        #expect(store.filesOpened("T") == 4, "the common store is read once, each screen's scene once each")
        let criterion = Decision.Criterion(
            name: "files", anchor: "", lowerIsBetter: true,
            figures: ["A", "B", "C"].map { planted.filesOpened($0).map(Double.init) })
        #expect(criterion.leaders == [0])
        let reversed = traces(["A": [6, 6], "B": [1, 2], "C": [2, 3]])
        #expect(
            Decision.Criterion(
                name: "files", anchor: "", lowerIsBetter: true,
                figures: ["A", "B", "C"].map { reversed.filesOpened($0).map(Double.init) }
            ).leaders == [1])
    }
}
