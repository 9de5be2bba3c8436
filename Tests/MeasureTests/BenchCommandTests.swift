import Catalog
import Foundation
import HeadlessUIKit
import Scenario
import Testing

@testable import MVXCommand

/// `mvx bench`: its arguments and its figures (the passes themselves run in child processes of
/// the release binary, which a test does not start).
@MainActor
@Suite("mvx bench")
struct BenchCommandTests {
    @Test(
        "Bad arguments get one line on stderr and exit 64",
        arguments: [
            ["--frobnicate"], ["--rounds", "0"], ["--rounds"], ["--json", "--write"], ["--child", "Nope", "10"],
            ["--breakdown-child", "Nope", "10"],
            ["--breakdown-child", BenchBreakdown.Example.mvcCellHelpers.rawValue, "0"],
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
    private enum EndlessListArchitecture: Architecture {
        static let name = "Endless"
        static func makeProfileScreen(userId: Int, environment: ProfileEnvironment) -> UIViewController {
            let screen = UIViewController()
            screen.view.addSubview(UITableView(identifier: "blogList"))
            return screen
        }
    }

    @Test("A pass whose footer never reads 没有更多了 stops with a message instead of looping")
    func endlessList() {
        #expect(throws: BenchScenario.Failure.self) {
            try BenchScenario.run(ArchitectureEntry(EndlessListArchitecture.self), rows: 100)
        }
        var errors: [String] = []
        let status = BenchCommand.run(
            ["--timeout", "0"], currentDirectory: URL(fileURLWithPath: "/"), output: { _ in },
            errorOutput: { errors.append($0) })
        #expect(status == 64)
        #expect(errors.first?.contains("--timeout needs a positive number") == true)
    }

    @Test("The breakdown builds every example's rows, and derives what one registration costs")
    func breakdown() {
        let passes = BenchBreakdown.Example.allCases.map { example in
            (example, [BenchBreakdown.run(example, rows: 50)])
        }
        #expect(passes.allSatisfy { $0.1.first.map { $0.milliseconds >= 0 } == true })
        let figures = BenchBreakdownFigures(
            rows: 10,
            passes: [
                (.mvvmCellViewModels, [BenchBreakdown.Result(milliseconds: 0.002, bytes: 2_000)]),
                (.mvvmTrackedOnce, [BenchBreakdown.Result(milliseconds: 0.042, bytes: 13_000)]),
            ])
        #expect(figures.markdown().contains("1100 bytes and 4.00 µs"))
    }

    @Test("Figures are medians, given as ratios to MVC, with growth flagged past 12×")
    func figures() {
        func pass(_ ms: Double, _ kilobytes: Int) -> BenchScenario.Result {
            BenchScenario.Result(
                milliseconds: [ms, 1, 1, 1], uiWork: [[1, 0, 1, 1], [0, 0, 0, 0], [0, 0, 0, 1], [10, 0, 1, 31]],
                objects: 10, peakKilobytes: kilobytes)
        }
        let passes = [
            "MVC 1000": [pass(1, 1024), pass(9, 1024), pass(2, 1024)],
            "MVVM 1000": [pass(4, 2048), pass(4, 2048), pass(4, 2048)],
            "MVC 10000": [pass(20, 1024)],
            "MVVM 10000": [pass(60, 2048)],
        ]
        let figures = BenchFigures(architectures: ["MVC", "MVVM"], sizes: [1_000, 10_000], rounds: 3, passes: passes)
        #expect(figures.row("MVC", 1_000)?.milliseconds.first == 2)
        let text = figures.markdown()
        #expect(text.contains("| 1000 | open + load all | 2.00 (1.00×) | 4.00 (2.00×) |"))
        #expect(text.contains("| 1000 | peak memory | 1.00 (1.00×) | 2.00 (2.00×) |"))
        #expect(text.contains("| time: open + load all | 10.00× | 15.00× ⚠︎ grows faster than the rows |"))
        #expect(text.contains("- MVVM: yes (0 / 0 / 0 / 1)"))
    }
}
