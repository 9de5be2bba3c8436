import Catalog
import Foundation
import HeadlessUIKit
import Scenario
import SourceReading
import Testing

@testable import MVXCommand

/// The screens part's passes of one architecture at one size.
private func screens(_ architecture: String, _ rows: Int) -> BenchFigures.PassKey {
    BenchFigures.PassKey(architecture: architecture, rows: rows, part: .screens)
}

/// `mvx bench`: its arguments and its figures (the passes themselves run in child processes of
/// the release binary, which a test does not start).
@MainActor
@Suite("mvx bench")
struct BenchCommandTests {
    @Test(
        "Bad arguments get one line on stderr and exit 64",
        arguments: [
            ["--frobnicate"], ["--rounds", "0"], ["--rounds"], ["--json", "--write"],
            ["--child", "Nope", "10", "screens"], ["--child", "MVC", "10"],
            ["--child", "MVC", "10", "cart"],
        ])
    func badArguments(_ arguments: [String]) {
        var errors: [String] = []
        let status = BenchCommand.run(
            arguments, currentDirectory: URL(fileURLWithPath: "/"), output: { _ in }, errorOutput: { errors.append($0) }
        )
        #expect(status == 64)
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("mvx: error: ") == true)
    }

    /// A screen whose list never says that no more pages follow: it has no footer at all.
    private enum EndlessListArchitecture: ProfileBuilding {
        static let name = "Endless"
        static func makeProfileScreen(userId: Int, environment: ProfileEnvironment) -> UIViewController {
            let screen = UIViewController()
            screen.view.addSubview(UITableView(identifier: "blogList"))
            return screen
        }
    }

    @Test("A traced action's bench twin is an action the bench times, on the screen it traces once")
    func benchTwins() {
        let twins = TraceAction.all.compactMap(\.bench)
        #expect(!twins.isEmpty)
        #expect(twins.allSatisfy(BenchScenario.actions.contains), "\(twins)")
        #expect(Set(twins).count == twins.count)
    }

    @Test("A pass whose footer never reads 没有更多了 stops with a message instead of looping")
    func endlessList() {
        #expect(throws: LabError.self) {
            try BenchScenario.run(ArchitectureEntry(EndlessListArchitecture.self), rows: 100, part: .screens)
        }
        var errors: [String] = []
        let status = BenchCommand.run(
            ["--timeout", "0"], currentDirectory: URL(fileURLWithPath: "/"), output: { _ in },
            errorOutput: { errors.append($0) })
        #expect(status == 64)
        #expect(errors.first?.contains("--timeout takes a whole number above 0") == true)
    }

    @Test("Times are medians with their spread; a ratio to MVC shows only where the ranges are apart")
    func figures() {
        func pass(_ ms: Double, _ kilobytes: Int) -> BenchScenario.Result {
            BenchScenario.Result(
                milliseconds: [ms] + Array(repeating: 1, count: BenchScenario.Part.screens.actions.count - 1),
                uiWork: [[1, 0, 1, 1, 0], [0, 0, 0, 0, 0], [0, 0, 0, 1, 0], [10, 0, 1, 31, 0], [12, 0, 2, 38, 0]]
                    + Array(repeating: [10, 0, 2, 20, 2], count: BenchScenario.Part.screens.actions.count - 5),
                objects: 10, peakKilobytes: kilobytes)
        }
        let passes = [
            screens("MVC", 1000): [pass(1, 1024), pass(9, 1024), pass(2, 1024)],
            screens("MVVM", 1000): [pass(4, 2048), pass(4, 2048), pass(4, 2048)],
            screens("MVC", 10000): [pass(20, 1024)],
            screens("MVVM", 10000): [pass(60, 2048)],
        ]
        let figures = BenchFigures(
            architectures: ["MVC", "MVVM"], baseArchitecture: "MVC", sizes: [1_000, 10_000], rounds: 3, passes: passes)
        #expect(figures.row("MVC", 1_000)?.milliseconds.first == 2)
        let text = figures.markdown()
        #expect(
            text.contains("| 1000 | open + load all | 2.00 (1.00–9.00) | 4.00 (4.00–4.00), ≈ |"), "ranges that overlap")
        #expect(text.contains("| 10000 | open + load all | 20.0 (20.0–20.0) | 60.0 (60.0–60.0), 3.00× |"))
        #expect(text.contains("These figures time the headless kit, not UIKit"))
        #expect(text.contains("| 1000 | peak memory | 1.00 (1.00×) | 2.00 (2.00×) |"))
        #expect(text.contains("| time: open + load all | 10.00× | 15.00× ⚠︎ grows faster than the rows |"))
        #expect(text.contains("- MVVM: yes (0 / 0 / 0 / 1 / 0)"))
    }

    @Test(
        "The goods part loads every page in each architecture, and its like's UI work is one row's, its answer included"
    )
    func goodsPart() throws {
        for architecture in ArchitectureCatalog.all {
            let small = try BenchScenario.run(architecture, rows: 20, part: .goods)
            let large = try BenchScenario.run(architecture, rows: 40, part: .goods)
            #expect(small.milliseconds.count == BenchScenario.Part.goods.actions.count, "\(architecture.name)")
            #expect(large.uiWork.count == BenchScenario.Part.goods.actions.count, "\(architecture.name)")
            #expect(large.uiWork.first?.first.map { $0 > 0 } == true, "\(architecture.name): open configures cells")
            #expect(small.objects > 0, "\(architecture.name): the screen's objects are counted")
            #expect(
                large.objects >= small.objects, "\(architecture.name): 20 more goods keep as many objects or more")
            #expect(small.uiWork[2] == large.uiWork[2], "\(architecture.name): a like's work does not grow")
            #expect(small.uiWork[2][4] == 0, "\(architecture.name): a like leaves the bar alone")
        }
    }

    @Test("The goods part's peak memory and objects are their own lines, with the objects per row added")
    func goodsFigures() {
        func pass(_ part: BenchScenario.Part, objects: Int, kilobytes: Int) -> BenchScenario.Result {
            BenchScenario.Result(
                milliseconds: Array(repeating: 1, count: part.actions.count),
                uiWork: Array(repeating: [1, 0, 0, 5, 1], count: part.actions.count), objects: objects,
                peakKilobytes: kilobytes)
        }
        var passes: [BenchFigures.PassKey: [BenchScenario.Result]] = [:]
        for (name, perRow) in [("MVC", 2), ("MVVM", 5)] {
            for rows in [1_000, 10_000] {
                passes[screens(name, rows)] = [pass(.screens, objects: 10 + rows, kilobytes: 1024)]
                passes[.init(architecture: name, rows: rows, part: .goods)] = [
                    pass(.goods, objects: 50 + perRow * rows, kilobytes: 2048 * perRow)
                ]
            }
        }
        let figures = BenchFigures(
            architectures: ["MVC", "MVVM"], baseArchitecture: "MVC", sizes: [1_000, 10_000], rounds: 1, passes: passes)
        #expect(figures.row("MVVM", 10_000)?.milliseconds.count == BenchScenario.actions.count)
        let text = figures.markdown()
        #expect(text.contains("| 10000 | goods: peak memory | 4.00 (1.00×) | 10.00 (2.50×) |"))
        #expect(text.contains("| 10000 | goods: objects | 20050 (1.00×) | 50050 (2.50×) |"))
        #expect(text.contains("| 10000 | goods: objects per row | 2.00 (1.00×) | 5.00 (2.50×) |"))
        #expect(text.contains("| 1000 | goods: objects per row | – | – |"), "no size before the smallest")
        #expect(text.contains("| 10000 | objects per row | 1.00 (1.00×) | 1.00 (1.00×) |"))
        #expect(text.contains("| 10000 | goods: like a row | 1 / 0 / 0 / 5 / 1 | 1 / 0 / 0 / 5 / 1 |"))
        #expect(text.contains("Goods: like a row, UI work the same at every size:"))
    }

    @Test("Times read to three significant figures, so that a like of a few microseconds does not read 0.00")
    func shownMilliseconds() {
        #expect(
            [0.00323, 0.55, 0.00004, 12.345, 1, 1116.4].map(\.shownMilliseconds) == [
                "0.00323", "0.550", "0.0000400", "12.3", "1.00", "1116",
            ])
    }

    @Test("A baseline shows beside the run, before → after with ratios; an architecture or action it lacks reads –")
    func baseline() throws {
        func pass(_ ms: Double) -> BenchScenario.Result {
            BenchScenario.Result(
                milliseconds: [ms] + Array(repeating: 1, count: BenchScenario.Part.screens.actions.count - 1),
                uiWork: [[1, 0, 1, 1, 0], [0, 0, 0, 0, 0], [0, 0, 0, 1, 0], [10, 0, 1, 31, 0], [12, 0, 2, 38, 0]]
                    + Array(repeating: [10, 0, 2, 20, 2], count: BenchScenario.Part.screens.actions.count - 5),
                objects: 10, peakKilobytes: 1024)
        }
        let before = BenchFigures(
            architectures: ["MVC", "MVVM"], baseArchitecture: nil, sizes: [10_000], rounds: 1,
            passes: [screens("MVC", 10000): [pass(20)], screens("MVVM", 10000): [pass(60)]])
        let after = BenchFigures(
            architectures: ["MVC", "MVVM", "MVCVM"], baseArchitecture: "MVC", sizes: [10_000], rounds: 1,
            passes: [
                screens("MVC", 10000): [pass(20)], screens("MVVM", 10000): [pass(30)],
                screens("MVCVM", 10000): [pass(25)],
            ])
        let text = BenchComparison(label: "old.json", before: before, after: after).markdown()
        #expect(text.contains("### Before and after, at 10000 rows"))
        #expect(
            text.contains(
                "| time (ms): open + load all | 20.0 (1.00×) → 20.0 (1.00×) | 60.0 (3.00×) → 30.0 (1.50×) | – → 25.0 (1.25×) |"
            ))

        // A baseline saved before the login and the cart were measured: their actions are missing, and read –.
        var json = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(before)) as? [String: Any])
        json["actions"] = Array((json["actions"] as? [String] ?? []).prefix(4))
        let older = try JSONDecoder().decode(BenchFigures.self, from: JSONSerialization.data(withJSONObject: json))
        let withoutLogin = BenchComparison(label: "older.json", before: older, after: after).markdown()
        #expect(
            withoutLogin.contains(
                "| time (ms): log in (opens the own profile) | – → 1.00 (1.00×) | – → 1.00 (1.00×) | – → 1.00 (1.00×) |"
            ))
    }

    @Test("A baseline that cannot be read stops the run before any pass, in one line")
    func badBaseline() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "mvx-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "not json".write(to: folder.appending(path: "old.json"), atomically: true, encoding: .utf8)
        for (file, message) in [
            ("missing.json", "mvx: error: cannot read the baseline \(folder.appending(path: "missing.json").path)"),
            (
                "old.json",
                "mvx: error: \(folder.appending(path: "old.json").path) is not a run saved with 'mvx bench --json'"
            ),
        ] {
            var errors: [String] = []
            let status = BenchCommand.run(
                ["--baseline", file], currentDirectory: URL(fileURLWithPath: folder.path, isDirectory: true),
                output: { _ in }, errorOutput: { errors.append($0) })
            #expect(status == 1)
            #expect(errors == [message])
        }
    }
}
