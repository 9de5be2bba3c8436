import Foundation
import Measure
import Testing

/// The fingerprint behind REPORT.md's freshness rule: code lines count, comments and layout do not.
@Suite("Source fingerprint")
struct SourceFingerprintTests {
    private func fingerprint(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appending(path: "mvx-fingerprint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in files {
            let url = root.appending(path: "Sources/X/\(path)")
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return try SourceFingerprint.of(folders: ["Sources/X", "Sources/Missing"], packageRoot: root)
    }

    @Test("Comments, blank lines, indentation and line ends leave it; code and string text change it")
    func whatCounts() throws {
        let base = try fingerprint(["A.swift": "let a = \"x\"\nfunc f() { g() }\n"])
        #expect(try fingerprint(["A.swift": "/// Doc.\nlet a = \"x\"\n\n    func f() { g() }\n// end\n"]) == base)
        #expect(try fingerprint(["A.swift": "let a = \"x\"\r\nfunc f() { g() }\r\n"]) == base)
        #expect(try fingerprint(["A.swift": "let a = \"y\"\nfunc f() { g() }\n"]) != base)
        #expect(try fingerprint(["A.swift": "let a = \"x\"\nfunc f() { h() }\n"]) != base)
        #expect(try fingerprint(["B.swift": "let a = \"x\"\nfunc f() { g() }\n"]) != base, "the path counts")
    }
}
