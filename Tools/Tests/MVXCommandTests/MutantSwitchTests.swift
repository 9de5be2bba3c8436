import Foundation
import Testing

@testable import MVXCommand
@testable import MutantSwitch
@testable import MutationTesting

/// The switch a schema reads, and the selection it allows: a mutant runs only the tests that reach
/// it, and one that no test reaches survives as not covered, without running anything.
@Suite("Mutant switch and test selection")
struct MutantSwitchTests {
    @Test("MVX_MUTANT names the one active mutant, 0 none; an id the schema lacks, or no number, is refused")
    func active() throws {
        #expect(try MutantSwitch.State.active(nil, schemaIDs: "1-3").get() == nil)
        #expect(try MutantSwitch.State.active("2", schemaIDs: "1-3,7").get() == 2)
        #expect(try MutantSwitch.State.active("7", schemaIDs: "1-3,7").get() == 7)
        let none = try MutantSwitch.State.active("0", schemaIDs: "1-3,7").get()
        #expect(none == 0 && ![1, 2, 3, 7].contains(none))
        for bad in ["5", "-1", "x", ""] {
            #expect(throws: MutantSwitch.State.BadMutant.self) {
                try MutantSwitch.State.active(bad, schemaIDs: "1-3,7").get()
            }
        }
        #expect(MutantSwitch.State.ids("1-3,7") == [1, 2, 3, 7])
        #expect(SchemaBuild.ranges([1, 2, 3, 7, 9, 10]) == "1-3,7,9-10")
    }

    @Test("With MVX_MUTANT_REACH set, the switch notes once which running test reached which mutant")
    func reach() throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "mvx-reach-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        let state = MutantSwitch.State(environment: ["MVX_MUTANT_REACH": file.path], schemaIDs: "")
        state.reach(4)
        state.reach(4)
        state.reach(9)
        let text = try String(contentsOf: file, encoding: .utf8)
        let test = "MVXCommandTests.MutantSwitchTests/reach()"
        #expect(text == "4 \(test)\n9 \(test)\n")
        let map = ReachMap(log: text)
        #expect(map.tests == [4: [test], 9: [test]])
    }

    @Test("Code a process runs once notes its reach as every test's: the first test to read a static runs it for all")
    func reachOnce() throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "mvx-reach-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        let state = MutantSwitch.State(environment: ["MVX_MUTANT_REACH": file.path], schemaIDs: "")
        state.reach(5, everyTest: true)
        let map = ReachMap(log: try String(contentsOf: file, encoding: .utf8))
        #expect(map.tests == [5: ["?"]])
        let judges = "MVXTests\\.(DraftListSpecs)/"
        #expect(map.selection(for: 5, among: judges)?.filter == judges)
    }

    @Test("A mutant runs the judges that reach it, every judge when code outside a test did, none when no judge does")
    func selection() {
        let map = ReachMap(tests: [
            1: ["MVXTests.LikeSpecs/likeAddsOne(architecture:)", "MVXTests.GoodsSpecs/list(architecture:)"],
            2: ["MVXTests.GoodsSpecs/list(architecture:)"],
            3: ["?"],
        ])
        let judges = "MVXTests\\.(LikeSpecs|PagingSpecs)/"
        let filter = map.selection(for: 1, among: judges)?.filter
        let expression = try? NSRegularExpression(pattern: filter ?? "")
        func picks(_ id: String) -> Bool {
            expression?.firstMatch(in: id, range: NSRange(id.startIndex..., in: id)) != nil
        }
        #expect(picks("MVXTests.LikeSpecs/likeAddsOne(architecture:)/LikeSpecs.swift:19:5"))
        #expect(!picks("MVXTests.LikeSpecs/likeAddsOneMore(architecture:)"))
        #expect(!picks("MVXTests.GoodsSpecs/list(architecture:)"))
        #expect(map.selection(for: 2, among: judges) == nil)
        #expect(map.selection(for: 3, among: judges)?.filter == judges)
        #expect(map.selection(for: 1, among: judges)?.tests == ["MVXTests.LikeSpecs/likeAddsOne(architecture:)"])
        #expect(map.selection(for: 4, among: judges) == nil)
        let sessions = ReachMap(tests: [
            5: [
                "SessionTests.CartSessionTests/sameEverywhere(seed:)#17",
                "SessionTests.CartSessionTests/sameEverywhere(seed:)#3",
            ]
        ])
        #expect(sessions.selection(for: 5, among: "SessionTests\\.(CartSessionTests)/")?.seeds == [3, 17])
    }

    @Test("A schema's files parse as the package builds them, in Swift 6, where a bare /…/ is a regex")
    func parsesInSwift6() throws {
        let package = FileManager.default.temporaryDirectory.appending(path: "mvx-parse-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: package) }
        let scratch = ScratchPackage(packageRoot: package, folder: "copy")
        let folder = scratch.root.appending(path: "Sources/A")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "let valid = \"1234\".wholeMatch(of: /[0-9]{4}/) != nil\n".write(
            to: folder.appending(path: "Regex.swift"), atomically: true, encoding: .utf8)
        try "let broken = (1,\n".write(to: folder.appending(path: "Broken.swift"), atomically: true, encoding: .utf8)
        let build = SchemaBuild(scratch: scratch, buildLog: package.appending(path: "build.log"), switchSource: "")
        #expect(try build.parseErrors(["Sources/A/Regex.swift"]).isEmpty)
        #expect(try build.parseErrors(["Sources/A/Broken.swift"]).map(\.path) == ["Sources/A/Broken.swift"])
    }

    @Test("A mutant no judge reaches is not covered, judged without starting a test")
    func notCovered() throws {
        let scratch = ScratchPackage(packageRoot: URL(fileURLWithPath: "/nonexistent"), folder: "copy")
        let runner = SchemaRunner(
            launcher: TestLauncher(scratch: scratch, timeout: .seconds(1)),
            reach: ReachMap(tests: [1: ["MVXTests.GoodsSpecs/list(architecture:)"]]),
            limits: RunTimeLimit(durations: [:], cap: .seconds(1)), log: URL(fileURLWithPath: "/nonexistent/log"),
            killers: KillerMemory())
        #expect(
            try runner.judge(
                1, unit: "MVC/Like", architecture: "MVC", specs: "MVXTests\\.LikeSpecs/", sessions: "SessionTests\\.X/")
                == .notCovered)
        #expect(
            try runner.judge(
                2, unit: "MVC/Like", architecture: "MVC", specs: "MVXTests\\.LikeSpecs/", sessions: "SessionTests\\.X/")
                == .notCovered)
    }
}
