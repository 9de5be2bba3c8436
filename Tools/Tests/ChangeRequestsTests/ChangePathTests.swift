import ChangeRequests
import Foundation
import SourceReading
import Testing

/// A change request's diffs name only files inside the package, as `git apply` requires: a path
/// with `..`, an absolute one, and one through a symbolic link are each refused when the change is
/// read, before anything is written.
@Suite("Change request paths")
struct ChangePathTests {
    /// A package with one change request, `Bin`, whose `file` holds a diff adding `path`.
    private func package(_ file: String, adding path: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appending(path: "mvx-paths-\(UUID().uuidString)")
        let folder = root.appending(path: ChangeRequest.path(of: "Bin"))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appending(path: "Sources/MVP"), withIntermediateDirectories: true)
        let request =
            "# Bin\n\nProvenance: story. 000.\n\n## The promise\n\n> 只需要替换V层\n\nOnly the view layer.\n\nFor: MVP\n\n"
            + "Holds: edited ≤ 0\nPartly: edited ≤ 5\n"
        try request.write(to: folder.appending(path: ChangeRequest.requestFile), atomically: true, encoding: .utf8)
        try "--- /dev/null\n+++ b/\(path)\n@@ -0,0 +1,1 @@\n+x\n".write(
            to: folder.appending(path: file), atomically: true, encoding: .utf8)
        return root
    }

    private func refusal(_ root: URL) -> String? {
        do {
            _ = try ChangeRequest.load(name: "Bin", architectures: ["MVP"], packageRoot: root)
            return nil
        } catch { return error.description }
    }

    @Test(
        "A diff path with .. or an absolute one is refused in one line",
        arguments: [
            ("Shared.diff", "../../../x"), ("MVP.diff", "Sources/MVP/../../../x"), ("Shared.diff", "/tmp/x"),
        ])
    func leaves(file: String, path: String) throws {
        let root = try package(file, adding: path)
        defer { try? FileManager.default.removeItem(at: root) }
        let message = try #require(refusal(root))
        #expect(message.contains("leaves the package") && !message.contains("\n"), "\(message)")
    }

    @Test(
        "A diff path through a symbolic link out of the package is refused, nothing written",
        arguments: [
            ("Shared.diff", "Outside/x.swift"), ("MVP.diff", "Sources/MVP/Outside/x.swift"),
        ])
    func throughALink(file: String, path: String) throws {
        let root = try package(file, adding: path)
        let outside = FileManager.default.temporaryDirectory.appending(path: "mvx-outside-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: outside)
        }
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let link = root.appending(path: path).deletingLastPathComponent()
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: outside)
        let message = try #require(refusal(root))
        #expect(message.contains("symbolic link") && !message.contains("\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }
}
