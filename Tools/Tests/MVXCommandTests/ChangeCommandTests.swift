import Catalog
import ChangeRequests
import Foundation
import LabTestSupport
import Testing

@testable import MVXCommand

/// `mvx change` without a build: its bad input, and the way a change is edited (`--open`, an edit
/// in the copy, `--record`) on a small package folder. CI runs the whole command, build and
/// suite included, with `--check`.
@Suite("mvx change")
@MainActor
struct ChangeCommandTests {
    private static let names = ArchitectureCatalog.all.map(\.name)
    private static let packageRoot = Roots.lesson

    /// A folder with a copy of the source targets the tests edit, and a change `Bin` whose MVC diff
    /// adds a file and whose shared diff adds a model.
    private func workspace() throws -> URL {
        let folder = PackageCopy.newFolder("mvx-change")
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appending(path: "Changes/Bin/Specs"), withIntermediateDirectories: true)
        try PackageCopy.write(targets: ["Shared"] + Self.names, into: folder)
        try "// swift-tools-version: 6.0\n".write(
            to: folder.appending(path: "Package.swift"), atomically: true, encoding: .utf8)
        try
            "# Bin\n\nProvenance: story. 000.\n\n## The promise\n\n> 加到对应的Scene即可\n\nTo its scene.\n\nFor: MVC\n\nHolds: edited outside scene ≤ 0\nPartly: edited ≤ 5\n"
            .write(to: folder.appending(path: "Changes/Bin/REQUEST.md"), atomically: true, encoding: .utf8)
        let mvc = try #require(
            FilePatch.between(
                path: "Sources/MVC/Profile/Controller/BinHelper.swift", old: nil, new: "final class BinHelper {}\n"))
        try mvc.rendered.write(to: folder.appending(path: "Changes/Bin/MVC.diff"), atomically: true, encoding: .utf8)
        let shared = try #require(
            FilePatch.between(path: "Sources/Shared/Model/Bin.swift", old: nil, new: "public struct Bin {}\n"))
        try shared.rendered.write(
            to: folder.appending(path: "Changes/Bin/Shared.diff"), atomically: true, encoding: .utf8)
        try "import Testing\n".write(
            to: folder.appending(path: "Changes/Bin/Specs/BinSpecs.swift"), atomically: true, encoding: .utf8)
        return folder
    }

    private func run(_ arguments: [String], in folder: URL) -> (status: Int32, out: [String], err: [String]) {
        var out: [String] = []
        var err: [String] = []
        let status = ChangeCommand.run(
            arguments + ["--package-path", folder.path], currentDirectory: folder, output: { out.append($0) },
            errorOutput: { err.append($0) })
        return (status, out, err)
    }

    private func text(_ path: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appending(path: path), encoding: .utf8)
    }

    @Test(
        "Bad input gets one line and a non-zero exit",
        arguments: [
            (["--frobnicate", "Bin"], "mvx: error: unknown argument '--frobnicate' (see 'mvx change --help')"),
            ([], "mvx: error: missing the change's name (see 'mvx change --help')"),
            (
                ["Bin", "--open", "--record"],
                "mvx: error: only one of --check, --open and --record at a time (--record) (see 'mvx change --help')"
            ),
            (["Bin", "Other"], "mvx: error: one change at a time ('Other') (see 'mvx change --help')"),
        ])
    func badArguments(arguments: [String], message: String) throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = run(arguments, in: folder)
        #expect(result.status == 64)
        #expect(result.err == [message])
    }

    @Test("A change that is not there, or a diff that reaches outside its architecture, is an error")
    func badChanges() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = run(["Nothing", "--open"], in: folder)
        #expect(missing.status == 1)
        #expect(missing.err.count == 1)
        #expect(missing.err.first?.hasPrefix("mvx: error: no change request at ") == true)
        #expect(missing.err.first?.hasSuffix("(known: Bin)") == true)

        let stray = try #require(FilePatch.between(path: "Sources/MVP/X.swift", old: nil, new: "let x = 1\n"))
        try stray.rendered.write(to: folder.appending(path: "Changes/Bin/MVVM.diff"), atomically: true, encoding: .utf8)
        let outside = run(["Bin", "--open"], in: folder)
        #expect(outside.status == 1)
        #expect(
            outside.err.first?.contains("MVVM.diff of Bin changes Sources/MVP/X.swift, outside Sources/MVVM") == true)
        #expect(
            !FileManager.default.fileExists(atPath: folder.appending(path: ".build-change").path), "nothing written")
    }

    @Test("A name or a diff path that leaves the package is refused in one line, nothing written", arguments: 0..<4)
    func leaves(kind: Int) throws {
        let folder = try workspace()
        let outside = PackageCopy.newFolder("mvx-outside")
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: outside)
        }
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let paths = ["../../../\(outside.lastPathComponent)/x.swift", outside.path + "/x.swift", "Docs/Out/x.swift"]
        if kind < 3 {
            try FileManager.default.createDirectory(
                at: folder.appending(path: "Docs"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                at: folder.appending(path: "Docs/Out"), withDestinationURL: outside)
            try "--- /dev/null\n+++ b/\(paths[kind])\n@@ -0,0 +1,1 @@\n+x\n".write(
                to: folder.appending(path: "Changes/Bin/Shared.diff"), atomically: true, encoding: .utf8)
        }
        let result = run([kind < 3 ? "Bin" : "../Changes/Bin", "--open"], in: folder)
        #expect(result.status != 0)
        #expect(result.err.count == 1, "\(result.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
        #expect(
            !FileManager.default.fileExists(atPath: folder.appending(path: ".build-change").path), "nothing written")
    }

    @Test("--check fails when an architecture has no diff; --record needs an opened copy")
    func checkAndRecordPreconditions() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = run(["Bin", "--check"], in: folder)
        #expect(check.status == 1)
        #expect(check.err.first?.contains("Bin has no diff for MassiveMVC, MVP, MVVM") == true)
        let record = run(["Bin", "--record"], in: folder)
        #expect(record.status == 1)
        #expect(record.err.first?.hasSuffix("run 'swift run mvx change Bin --open' in Tools/ first") == true)
    }

    @Test("--open writes the patched copy; --record turns an edit in it into the diffs, and nothing else")
    func openEditRecord() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run(["Bin", "--open"], in: folder).status == 0)
        let copy = ".build-change/Bin/package/"
        #expect(
            try text(copy + "Sources/MVC/Profile/Controller/BinHelper.swift", in: folder)
                == "final class BinHelper {}\n")
        #expect(try text(copy + "Sources/Shared/Model/Bin.swift", in: folder) == "public struct Bin {}\n")
        #expect(try text(copy + "Tests/MVXTests/Changes/Bin/BinSpecs.swift", in: folder) == "import Testing\n")

        // An edit in the copy, in MVP's scene; meanwhile the package changes one of MVVM's files.
        let scene = "Sources/MVP/Profile/Scene/SelfViewController.swift"
        let edited = try text(copy + scene, in: folder) + "// the bin goes here\n"
        try edited.write(to: folder.appending(path: copy + scene), atomically: true, encoding: .utf8)
        let moved = "Sources/MVVM/Profile/View/DraftCell.swift"
        try (try text(moved, in: folder) + "// moved on\n").write(
            to: folder.appending(path: moved), atomically: true, encoding: .utf8)

        let record = run(["Bin", "--record"], in: folder)
        #expect(record.status == 0)
        #expect(record.err.isEmpty)
        let mvp = try FilePatch.parse(try text("Changes/Bin/MVP.diff", in: folder))
        #expect(mvp.map(\.path) == [scene])
        #expect(try mvp[0].apply(to: try text(scene, in: folder)) == edited)
        #expect(try text("Changes/Bin/MVVM.diff", in: folder).isEmpty, "the package's own change is not the change's")
        #expect(
            try FilePatch.parse(try text("Changes/Bin/MVC.diff", in: folder)).map(\.path) == [
                "Sources/MVC/Profile/Controller/BinHelper.swift"
            ])
        #expect(
            try FilePatch.parse(try text("Changes/Bin/Shared.diff", in: folder)).map(\.path) == [
                "Sources/Shared/Model/Bin.swift"
            ])
    }

    @Test("The copy holds the docs, which the whole suite reads; an edit to them is recorded in Shared.diff")
    func docsAreCopiedAndRecorded() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appending(path: "docs"), withIntermediateDirectories: true)
        try "# The kit\n".write(to: folder.appending(path: "docs/UIKIT.md"), atomically: true, encoding: .utf8)
        try "# MVX\n".write(to: folder.appending(path: "README.md"), atomically: true, encoding: .utf8)
        #expect(run(["Bin", "--open"], in: folder).status == 0)
        let copy = ".build-change/Bin/package/"
        #expect(try text(copy + "README.md", in: folder) == "# MVX\n")
        try "# The kit\n\n`backgroundView`\n".write(
            to: folder.appending(path: copy + "docs/UIKIT.md"), atomically: true, encoding: .utf8)
        #expect(run(["Bin", "--record"], in: folder).status == 0)
        #expect(
            try FilePatch.parse(try text("Changes/Bin/Shared.diff", in: folder)).map(\.path) == [
                "Sources/Shared/Model/Bin.swift", "docs/UIKIT.md",
            ])
    }

    @Test("A hunk the base code broke: the run names it, --open writes it beside its file, --record needs it made")
    func brokenHunk() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cell = "Sources/MVC/Profile/View/DraftCell.swift"
        let original = try text(cell, in: folder)
        let changed = original.replacingOccurrences(
            of: "accessibilityIdentifier = \"draftCell\"", with: "accessibilityIdentifier = \"binDraftCell\"")
        let mvc = try #require(FilePatch.between(path: cell, old: original, new: changed))
        try mvc.rendered.write(to: folder.appending(path: "Changes/Bin/MVC.diff"), atomically: true, encoding: .utf8)
        // The base moves on under the hunk's own lines.
        try original.replacingOccurrences(of: "contentView.addSubview(titleLabel)", with: "addSubview(titleLabel)")
            .write(to: folder.appending(path: cell), atomically: true, encoding: .utf8)

        let check = run(["Bin"], in: folder)
        #expect(check.status == 1, "it stops before any build")
        #expect(check.err.first?.contains("Bin/MVC.diff does not apply: hunk 1 of \(cell)") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: ".build-change").path))

        let open = run(["Bin", "--open"], in: folder)
        #expect(open.status == 0)
        #expect(
            open.err == [
                "mvx change: 1 hunk(s) of \(cell) no longer apply; they are in \(cell).rej in the copy, to make by hand"
            ])
        let copy = ".build-change/Bin/package/"
        #expect(try text(copy + cell + ".rej", in: folder) == mvc.rendered)

        let unmade = run(["Bin", "--record"], in: folder)
        #expect(unmade.status == 1)
        #expect(unmade.err.first?.contains("\(cell) has hunks that no longer apply") == true)

        let made = try text(copy + cell, in: folder).replacingOccurrences(
            of: "accessibilityIdentifier = \"draftCell\"", with: "accessibilityIdentifier = \"binDraftCell\"")
        try made.write(to: folder.appending(path: copy + cell), atomically: true, encoding: .utf8)
        #expect(run(["Bin", "--record"], in: folder).status == 0)
        let recorded = try FilePatch.parse(try text("Changes/Bin/MVC.diff", in: folder))
        #expect(recorded.map(\.path) == [cell], "the .rej is not part of the change")
        #expect(try recorded[0].apply(to: try text(cell, in: folder)) == made)
    }

    @Test("A second author opens a copy with the shared part only and records into SecondAuthor/, nothing shared")
    func secondAuthor() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run(["Bin", "--open", "--author", "second"], in: folder).status == 0)
        let copy = ".build-change/Bin/second/"
        #expect(try text(copy + "Sources/Shared/Model/Bin.swift", in: folder) == "public struct Bin {}\n")
        #expect(
            !FileManager.default.fileExists(
                atPath: folder.appending(path: copy + "Sources/MVC/Profile/Controller/BinHelper.swift").path),
            "the first author's diffs are not in the second author's copy")
        let file = copy + "Sources/MVC/Profile/Controller/TrashHelper.swift"
        try "final class TrashHelper {}\n".write(to: folder.appending(path: file), atomically: true, encoding: .utf8)
        #expect(run(["Bin", "--record", "--author", "second"], in: folder).status == 0)
        #expect(
            try FilePatch.parse(try text("Changes/Bin/SecondAuthor/MVC.diff", in: folder)).map(\.path) == [
                "Sources/MVC/Profile/Controller/TrashHelper.swift"
            ])
        #expect(try text("Changes/Bin/MVC.diff", in: folder).contains("BinHelper"), "the first author's diff stays")
        #expect(
            !FileManager.default.fileExists(atPath: folder.appending(path: "Changes/Bin/SecondAuthor/Shared.diff").path)
        )

        try "# changed\n".write(
            to: folder.appending(path: copy + "Sources/Shared/Model/Bin.swift"), atomically: true, encoding: .utf8)
        let shared = run(["Bin", "--record", "--author", "second"], in: folder)
        #expect(shared.status == 1)
        #expect(shared.err.first?.contains("a second author writes the architectures' code only") == true)
        let wrong = run(["Bin", "--author", "third"], in: folder)
        #expect(wrong.status == 64)
        #expect(wrong.err == ["mvx: error: 'third' is not an author (first, second) (see 'mvx change --help')"])
    }

    @Test("A request without its provenance line is an error naming the line it needs")
    func provenance() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let request = folder.appending(path: "Changes/Bin/REQUEST.md")
        try (try String(contentsOf: request, encoding: .utf8)).replacingOccurrences(
            of: "Provenance: story. 000.\n", with: ""
        )
        .write(to: request, atomically: true, encoding: .utf8)
        let result = run(["Bin", "--open"], in: folder)
        #expect(result.status == 1)
        #expect(result.err.first?.hasSuffix("needs a 'Provenance: story|adaptation|principle. …' line") == true)
    }
}
