import Catalog
import Testing

@testable import MVXCommand

/// `mvx fuzz`: bad input gets one line and exit 64; a short run on a known seed plays and agrees.
@MainActor
@Suite("mvx fuzz")
struct FuzzCommandTests {
    private func run(_ arguments: [String]) -> (status: Int32, out: [String], err: [String]) {
        var out: [String] = []
        var err: [String] = []
        let status = FuzzCommand.run(arguments, output: { out.append($0) }, errorOutput: { err.append($0) })
        return (status, out, err)
    }

    @Test(
        "Bad input is one line and exit 64",
        arguments: [["--seconds", "0"], ["--seed", "-1"], ["--screen", "Nowhere"], ["--frobnicate"], ["--seconds"]])
    func badInput(arguments: [String]) {
        let result = run(arguments)
        #expect(result.status == 64)
        #expect(result.err.count == 1)
        #expect(result.err.first?.hasPrefix("mvx: error: ") == true)
        #expect(result.out.isEmpty)
    }

    @Test("A short run plays sessions from the seed on every architecture and says how many")
    func shortRun() {
        let result = run(["--seconds", "0.2", "--seed", "7", "--screen", "login"])
        #expect(result.status == 0)
        #expect(result.out.last?.contains("(Login; seeds 7 to ") == true)
        let names = ArchitectureCatalog.all.map(\.name).joined(separator: ", ")
        #expect(result.out.last?.hasSuffix("\(names): no divergence.") == true)
    }
}
