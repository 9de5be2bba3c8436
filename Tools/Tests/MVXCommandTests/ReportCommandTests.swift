import Catalog
import Foundation
import LabTestSupport
import Reporting
import SourceReading
import Testing

@testable import MVXCommand

/// `mvx report` end to end on a copy of the package's sources, with a recorded event stream in
/// place of a nested `swift test` run. The screens' UI work is measured once, on the main actor;
/// the rest of each run reads files, beside the other tests.
@Suite("mvx report")
struct ReportCommandTests {
    static let figures = Task { @MainActor in ReportCommand.uiFigures() }
    static let names = ArchitectureCatalog.all.map(\.name)
    static let packageRoot = Roots.lesson

    /// A fresh folder holding a copy of the source targets the report reads, and the event stream.
    func workspace() throws -> URL {
        let folder = PackageCopy.newFolder("mvx-report")
        try PackageCopy.write(targets: Layer.sharedTargets + Self.names, into: folder)
        try EventStreams.stream(architectures: Self.names).write(
            to: folder.appending(path: "events.jsonl"), atomically: true, encoding: .utf8)
        try Self.readme.write(to: folder.appending(path: "README.md"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.appending(path: "docs"), withIntermediateDirectories: true)
        try Self.tour.write(to: folder.appending(path: RepositoryPaths.tour), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(
            at: Roots.lesson.appending(path: ClaimTexts.folder), to: folder.appending(path: ClaimTexts.folder))
        return folder
    }

    static let readme = [
        "# A package", "", GeneratedBlocks.Block.decision.begin, "old decision", GeneratedBlocks.Block.decision.end, "",
        GeneratedBlocks.Block.findings.begin, "old findings", GeneratedBlocks.Block.findings.end, "",
        "More.", "", GeneratedBlocks.Block.sessionReach.begin, GeneratedBlocks.Block.sessionReach.end,
    ].joined(separator: "\n")

    static let tour = [
        "# A tour", "", "## When to pick which", "", GeneratedBlocks.Block.verdict.begin, "old verdict",
        GeneratedBlocks.Block.verdict.end, "", "The end.",
    ].joined(separator: "\n")

    func run(_ arguments: [String], in folder: URL) async -> (status: Int32, out: String, err: [String]) {
        var out = ""
        var err: [String] = []
        let status = ReportCommand.run(
            arguments + ["--package-path", folder.path, "--spec-events", folder.appending(path: "events.jsonl").path],
            currentDirectory: folder, uiFigures: await Self.figures.value, output: { out += $0 },
            errorOutput: { err.append($0) })
        return (status, out, err)
    }

    @Test("It writes REPORT.md; --check passes, then fails once a source file changes")
    func writeThenCheck() async throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(await run([], in: folder).status == 0)
        let report = try String(contentsOf: folder.appending(path: "REPORT.md"), encoding: .utf8)
        #expect(report.contains("## 1. Size"))
        #expect(report.contains("## At a glance"))
        let page = try String(contentsOf: folder.appending(path: "docs/report/Profile.md"), encoding: .utf8)
        #expect(page.contains("```mermaid"), "the pictures are on the screens' pages")
        #expect(await run(["--check"], in: folder).err.isEmpty)

        let cell = folder.appending(path: "Sources/MVC/Profile/View/DraftCell.swift")
        try (String(contentsOf: cell, encoding: .utf8) + "\n// one more comment line\n").write(
            to: cell, atomically: true, encoding: .utf8)
        let check = await run(["--check"], in: folder)
        #expect(check.status == 1)
        #expect(check.err.count == 1)
        let message = try #require(check.err.first).components(separatedBy: "\n")
        #expect(message.first?.hasPrefix("mvx: REPORT.md is stale; run 'swift run mvx report' in Tools/.") == true)
        #expect(message.contains("--- REPORT.md"))
        #expect(message.contains { $0.hasPrefix("@@ -") }, "a unified diff")
        #expect(message.contains { $0.hasPrefix("-| MVC |") }, "the old row of the architecture")
        #expect(message.contains { $0.hasPrefix("+| MVC |") }, "its new row, one comment line more")
        #expect(await run([], in: folder).status == 0)
        let files = try String(contentsOf: folder.appending(path: "docs/report/Files.md"), encoding: .utf8)
        #expect(files.contains("| `Profile/View/DraftCell.swift` |"), "the file's row is on its page, under MVC")
    }

    @Test("It writes a page per screen; --check fails on a page edited by hand, or one the report no longer makes")
    func pages() async throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(await run([], in: folder).status == 0)
        let pages = folder.appending(path: ReportPages.folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: pages.path).sorted()
        #expect(
            names == [
                "Cart.md", "Claims.md", "Decision.md", "Files.md", "Friends.md", "Goods.md", "Login.md", "MVC.md",
                "MVCVM.md", "MVP.md", "MVVM.md", "MassiveMVC.md", "Messages.md", "Profile.md", "Screens.md",
                "TEA.md", "Types.md", "UnitTests.md",
            ])
        let report = try String(contentsOf: folder.appending(path: "REPORT.md"), encoding: .utf8)
        for name in names { #expect(report.contains("](\(ReportPages.folder)/\(name))")) }
        #expect(await run(["--check"], in: folder).status == 0)

        let cart = pages.appending(path: "Cart.md")
        let text = try String(contentsOf: cart, encoding: .utf8)
        try (text + "an edit\n").write(to: cart, atomically: true, encoding: .utf8)
        let edited = await run(["--check"], in: folder)
        #expect(edited.status == 1)
        #expect(edited.err.first?.hasPrefix("mvx: docs/report/Cart.md is stale") == true)
        try text.write(to: cart, atomically: true, encoding: .utf8)
        try "old".write(to: pages.appending(path: "Old.md"), atomically: true, encoding: .utf8)
        let extra = await run(["--check"], in: folder)
        #expect(extra.status == 1)
        #expect(
            extra.err == [
                "mvx: docs/report/Old.md is no page of the report today; run 'swift run mvx report' in Tools/"
            ])
        #expect(await run([], in: folder).status == 0)
        #expect(!FileManager.default.fileExists(atPath: pages.appending(path: "Old.md").path), "a write removes it")
    }

    @Test("It writes the README's findings and the sessions' reach between their markers; --check fails on an edit")
    func readmeFindings() async throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(await run([], in: folder).status == 0)
        let readmeURL = folder.appending(path: "README.md")
        let readme = try String(contentsOf: readmeURL, encoding: .utf8)
        #expect(
            readme.hasPrefix(
                "# A package\n\n\(GeneratedBlocks.Block.decision.begin)\n**Which architecture, for list screens like these?**"
            ))
        #expect(readme.contains("[decision page](docs/report/Decision.md)"))
        #expect(!readme.contains("old decision"))
        #expect(readme.contains("\(GeneratedBlocks.Block.findings.begin)\n1. **Separating the layers costs code.**"))
        #expect(
            readme.contains("\(GeneratedBlocks.Block.findings.end)\n\nMore.\n"),
            "the rest of the README is left as it was"
        )
        #expect(readme.contains("| Cart (60) |"), "the sessions' reach, per list screen")
        #expect(!readme.contains("old findings"))
        #expect(readme.contains("MVC 1.5"), "MVC's lines against MassiveMVC's: \(readme)")
        #expect(readme.contains("](REPORT.md#1-size)"))
        #expect(await run(["--check"], in: folder).status == 0)
        let tour = try String(contentsOf: folder.appending(path: RepositoryPaths.tour), encoding: .utf8)
        #expect(tour.contains("\(GeneratedBlocks.Block.verdict.begin)\n**The [decision page](report/Decision.md)'s"))
        #expect(tour.contains("**Per kind of screen**: a list with paging (Profile): "), "the answer per screen")
        #expect(tour.hasSuffix("\(GeneratedBlocks.Block.verdict.end)\n\nThe end."))

        try readme.replacingOccurrences(of: "costs code", with: "costs nothing").write(
            to: readmeURL, atomically: true, encoding: .utf8)
        let edited = await run(["--check"], in: folder)
        #expect(edited.status == 1)
        #expect(edited.err.first?.hasPrefix("mvx: README.md is stale") == true)
    }

    @Test("A README without the blocks' markers stops the report with one line, writing nothing")
    func readmeWithoutMarkers() async throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "# A package\n".write(to: folder.appending(path: "README.md"), atomically: true, encoding: .utf8)
        let result = await run([], in: folder)
        #expect(result.status != 0)
        #expect(
            result.err == [
                "mvx: error: README.md has no decision block; put the lines \"\(GeneratedBlocks.Block.decision.begin)\""
                    + " and \"\(GeneratedBlocks.Block.decision.end)\" where it goes"
            ])
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "REPORT.md").path))
        #expect(try String(contentsOf: folder.appending(path: "README.md"), encoding: .utf8) == "# A package\n")
    }

    @Test("--check names the failed specs when they are what changed the report")
    func checkNamesFailedSpecs() async throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(await run([], in: folder).status == 0)
        try EventStreams.stream(failing: "MVP", architectures: Self.names).write(
            to: folder.appending(path: "events.jsonl"), atomically: true, encoding: .utf8)
        let check = await run(["--check"], in: folder)
        #expect(check.status == 1)
        let first = try #require(check.err.first?.components(separatedBy: "\n").first)
        #expect(first.contains("Failed specs change the spec matrix: Like: A like adds one"))
        #expect(first.contains("(failed: MVP)"))
    }

    @Test("A failed spec still gets written into the matrix, and the command exits 1 and says so")
    func failedSpec() async throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        try EventStreams.stream(failing: "MVP", architectures: Self.names).write(
            to: folder.appending(path: "events.jsonl"), atomically: true, encoding: .utf8)
        let result = await run([], in: folder)
        #expect(result.status == 1)
        #expect(result.err.count == 1)
        #expect(result.err.first?.hasPrefix("mvx: some specs failed or did not run: Like: A like adds one") == true)
        #expect(result.err.first?.contains("(failed: MVP)") == true)
        let report = try String(contentsOf: folder.appending(path: "REPORT.md"), encoding: .utf8)
        let row =
            "| Like | A like adds one | " + Self.names.map { $0 == "MVP" ? "❌" : "✅" }.joined(separator: " | ") + " |"
        #expect(report.contains(row))
    }

    @Test("A screen's page lists only the specs that failed or did not run; all passing, it says so")
    func screenPageSpecs() async throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stream = EventStreams.stream(failing: "MVP", architectures: Self.names)
            .replacingOccurrences(
                of: "\"fileID\":\"MVXTests/LikeSpecs.swift\"",
                with:
                    "\"fileID\":\"MVXTests/LikeSpecs.swift\",\"_filePath\":\"/p/Tests/MVXTests/Specs/Profile/LikeSpecs.swift\""
            )
        try stream.write(to: folder.appending(path: "events.jsonl"), atomically: true, encoding: .utf8)
        #expect(await run([], in: folder).status == 1)
        let page = try String(contentsOf: folder.appending(path: "\(ReportPages.folder)/Profile.md"), encoding: .utf8)
        #expect(page.contains("| Like | A like adds one | "), "the spec that failed")
        #expect(page.contains("that failed or did not run in some architecture (of 1)"))
        let cart = try String(contentsOf: folder.appending(path: "\(ReportPages.folder)/Cart.md"), encoding: .utf8)
        #expect(cart.contains("All 0 specs of the screen pass") || cart.contains("pass in every architecture"))
    }

    @Test("--json prints the figures and writes nothing")
    func json() async throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = await run(["--json"], in: folder)
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
        #expect(object?["architectures"] as? [String] == Self.names)
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "REPORT.md").path))
    }

    @Test(
        "Bad input gets one line on stderr, a non-zero exit and an untouched REPORT.md",
        arguments: [
            "unknown flag", "missing folder", "empty folder", "no code", "not UTF-8", "unreadable events",
            "check and json", "no declaration", "bad declaration", "undeclared layer folder", "no lab declaration",
            "a lab key in the lesson", "a lesson key in the lab",
        ])
    func badInput(_ problem: String) async throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reportURL = folder.appending(path: "REPORT.md")
        try "old report\n".write(to: reportURL, atomically: true, encoding: .utf8)
        var arguments: [String] = []
        switch problem {
        case "unknown flag": arguments = ["--frobnicate"]
        case "missing folder": try FileManager.default.removeItem(at: folder.appending(path: "Sources/MVP"))
        case "empty folder", "no code":
            let mvp = folder.appending(path: "Sources/MVP")
            try FileManager.default.removeItem(at: mvp)
            try FileManager.default.createDirectory(at: mvp, withIntermediateDirectories: true)
            if problem == "no code" {
                try "// Nothing here yet.\n".write(
                    to: mvp.appending(path: "Empty.swift"), atomically: true, encoding: .utf8)
            }
        case "no declaration":
            try FileManager.default.removeItem(at: folder.appending(path: "Sources/MVP/architecture.json"))
        case "bad declaration":
            try #"{ "layers": [] }"#.write(
                to: folder.appending(path: "Sources/MVP/architecture.json"), atomically: true, encoding: .utf8)
        case "no lab declaration":
            try FileManager.default.removeItem(
                at: folder.appending(path: "\(ArchitectureDeclaration.labFolder)/MVP.json"))
        case "a lab key in the lesson", "a lesson key in the lab":
            let file =
                problem.hasSuffix("lesson")
                ? "Sources/MVP/architecture.json" : "\(ArchitectureDeclaration.labFolder)/MVP.json"
            let url = folder.appending(path: file)
            let text = try String(contentsOf: url, encoding: .utf8)
            let key = problem.hasSuffix("lesson") ? #""viewDiff": true"# : #""sceneLayer": "Scene""#
            try text.replacingOccurrences(of: "{\n", with: "{\n  \(key),\n").write(
                to: url, atomically: true, encoding: .utf8)
        case "undeclared layer folder":
            let coordinator = folder.appending(path: "Sources/MVP/Coordinator")
            try FileManager.default.createDirectory(at: coordinator, withIntermediateDirectories: true)
            try "final class Coordinator {}\n".write(
                to: coordinator.appending(path: "Coordinator.swift"), atomically: true, encoding: .utf8)
        case "not UTF-8": try Data([0x2F, 0x2F, 0xFF, 0xFE]).write(to: folder.appending(path: "Sources/MVC/Bad.swift"))
        case "unreadable events": try Data([0xFF]).write(to: folder.appending(path: "events.jsonl"))
        default: arguments = ["--check", "--json"]
        }
        let result = await run(arguments, in: folder)
        #expect(result.status != 0)
        #expect(result.err.count == 1)
        #expect(result.err.first?.hasPrefix("mvx: error: ") == true)
        #expect(result.err.first?.contains("\n") == false)
        #expect(try String(contentsOf: reportURL, encoding: .utf8) == "old report\n")
    }

    @Test("--help prints the usage and exits 0")
    @MainActor
    func help() {
        var out = ""
        let status = ReportCommand.run(
            ["--help"], currentDirectory: Self.packageRoot, output: { out += $0 }, errorOutput: { _ in })
        #expect(status == 0)
        #expect(out.hasPrefix("USAGE: mvx report"))
    }
}
