import Foundation
import Testing

@testable import MVXCommand

/// `mvx report` skips the spec run, and the change requests' measurement, while nothing either is
/// computed from changed since the last run that kept it, and only then.
@Suite("What mvx report keeps between runs")
struct ReportCacheTests {
    /// A new folder holding `files` (path from the folder, text).
    private func package(_ prefix: String, _ files: [String: String]) throws -> URL {
        let folder = PackageCopy.newFolder(prefix)
        for (path, text) in files {
            let url = folder.appending(path: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test("Kept for the key of the package's build inputs; any edit, a comment included, changes the key")
    func keyAndStream() throws {
        let folder = try package(
            "mvx-spec-cache",
            [
                "Package.swift": "// swift-tools-version: 6.0\n", "Sources/A/A.swift": "let a = 1\n",
                "Tests/T/T.swift": "import Testing\n",
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appending(path: "Sources/A/A.swift")
        let cache = ReportCache.specs(packageRoot: folder)
        let key = cache.key()
        #expect(cache.key() == key)
        #expect(cache.text(for: key) == nil)
        cache.save("{\"kind\":\"event\"}\n", for: key)
        #expect(cache.text(for: key) == "{\"kind\":\"event\"}\n")

        try "let a = 1\n// a comment\n".write(to: source, atomically: true, encoding: .utf8)
        #expect(cache.key() != key)
        #expect(cache.text(for: cache.key()) == nil)
        try "let a = 1\n".write(to: source, atomically: true, encoding: .utf8)
        #expect(cache.key() == key)
        try "import Testing\n\n".write(
            to: folder.appending(path: "Tests/T/T.swift"), atomically: true, encoding: .utf8)
        #expect(cache.key() != key, "the tests are built into the binary too")
    }

    @Test(
        "The change requests' reports are kept apart; an edit of a change request or of the lab changes their key only")
    func changesKey() throws {
        let folder = try package("mvx-change-cache", ["Sources/A/A.swift": "let a = 1\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let specs = ReportCache.specs(packageRoot: folder)
        let changes = ReportCache.changes(packageRoot: folder)
        let (specsKey, changesKey) = (specs.key(), changes.key())
        specs.save("specs", for: specsKey)
        changes.save("changes", for: changesKey)
        #expect(specs.text(for: specsKey) == "specs")
        #expect(changes.text(for: changesKey) == "changes")
        let diff = folder.appending(path: "Changes/C/MVC.diff")
        try FileManager.default.createDirectory(at: diff.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "--- a/x\n".write(to: diff, atomically: true, encoding: .utf8)
        #expect(specs.key() == specsKey, "the spec run does not read the change requests")
        #expect(changes.key() != changesKey)
        let edited = changes.key()
        let lab = folder.appending(path: "Tools/Sources/ChangeRequests/ChangeCost.swift")
        try FileManager.default.createDirectory(at: lab.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "let counted = 1\n".write(to: lab, atomically: true, encoding: .utf8)
        #expect(specs.key() == specsKey, "the lab's code builds no spec")
        #expect(changes.key() != edited, "the lab measures the change requests: its code is part of their key")
    }
}
