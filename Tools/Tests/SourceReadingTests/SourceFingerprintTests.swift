import Foundation
import SourceReading
import Testing

/// The fingerprint behind REPORT.md's freshness rule: code lines count, comments and layout do not.
@Suite("Source fingerprint")
struct SourceFingerprintTests {
    private func fingerprint(
        _ files: [String: String], excludingFolders: Set<String> = [], excludingFiles: Set<String> = []
    ) throws -> String {
        let root = FileManager.default.temporaryDirectory.appending(path: "mvx-fingerprint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in files {
            let url = root.appending(path: "Sources/X/\(path)")
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return try SourceFingerprint.of(
            folders: ["Sources/X", "Sources/Missing"], packageRoot: root, excludingFolders: excludingFolders,
            excludingFiles: excludingFiles)
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

    @Test("Another screen's folder and the lists of screens can be left out; the rest still counts")
    func exclusions() throws {
        let base = ["A.swift": "let a = 1\n", "Profile/P.swift": "let p = 1\n", "Screens.swift": "let s = 1\n"]
        let cartAdded = base.merging(["Cart/C.swift": "let c = 1\n"]) { $1 }
        let listGrown = base.merging(["Screens.swift": "let s = 2\n"]) { $1 }
        let exclusions = (folders: Set(["Cart"]), files: Set(["Sources/X/Screens.swift"]))
        func print(_ files: [String: String]) throws -> String {
            try fingerprint(files, excludingFolders: exclusions.folders, excludingFiles: exclusions.files)
        }
        #expect(try print(cartAdded) == print(base))
        #expect(try print(listGrown) == print(base))
        #expect(try fingerprint(cartAdded) != fingerprint(base), "without exclusions the new folder counts")
        #expect(try print(base.merging(["Profile/P.swift": "let p = 2\n"]) { $1 }) != print(base))
        #expect(
            try print(base.merging(["Cartoon.swift": "let c = 1\n"]) { $1 }) != print(base), "a folder, not a prefix")
    }
}
