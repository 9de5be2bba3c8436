import Foundation
import Testing

@testable import MVXCommand

/// `mvx report` skips the spec run while nothing the test binary is built from changed since the
/// last passing run, and only then.
@Suite("The spec run's kept events")
struct ReportCacheTests {
    @Test("Kept for the key of the package's build inputs; any edit, a comment included, changes the key")
    func keyAndStream() throws {
        let folder = PackageCopy.newFolder("mvx-spec-cache")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appending(path: "Sources/A"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: folder.appending(path: "Tests/T"), withIntermediateDirectories: true)
        try "// swift-tools-version: 6.0\n".write(
            to: folder.appending(path: "Package.swift"), atomically: true, encoding: .utf8)
        let source = folder.appending(path: "Sources/A/A.swift")
        try "let a = 1\n".write(to: source, atomically: true, encoding: .utf8)
        try "import Testing\n".write(to: folder.appending(path: "Tests/T/T.swift"), atomically: true, encoding: .utf8)
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

    @Test("The change requests' reports are kept apart, and a change request's edit changes their key only")
    func changesKey() throws {
        let folder = PackageCopy.newFolder("mvx-change-cache")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appending(path: "Changes/C"), withIntermediateDirectories: true)
        let specs = ReportCache.specs(packageRoot: folder)
        let changes = ReportCache.changes(packageRoot: folder)
        let (specsKey, changesKey) = (specs.key(), changes.key())
        specs.save("specs", for: specsKey)
        changes.save("changes", for: changesKey)
        #expect(specs.text(for: specsKey) == "specs")
        #expect(changes.text(for: changesKey) == "changes")
        try "--- a/x\n".write(to: folder.appending(path: "Changes/C/MVC.diff"), atomically: true, encoding: .utf8)
        #expect(specs.key() == specsKey, "the spec run does not read the change requests")
        #expect(changes.key() != changesKey)
    }
}
