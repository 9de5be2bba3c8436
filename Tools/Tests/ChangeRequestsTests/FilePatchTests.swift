import ChangeRequests
import Foundation
import SourceReading
import Testing

/// The diffs a change request is kept as: made, written, read back and applied as `diff -u`,
/// `git apply` and `patch` do.
@Suite("File patches")
struct FilePatchTests {
    private let base = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"

    private func edited(_ text: String) -> String {
        var lines = TextLines.split(text)
        lines[4] = "line five"
        lines.insert("new after 15", at: 15)
        return TextLines.join(lines)
    }

    @Test("A patch written and read back applies to the old text and gives the new one")
    func roundTrip() throws {
        let patch = try #require(FilePatch.between(path: "Sources/A/File.swift", old: base, new: edited(base)))
        #expect(patch.rendered.hasPrefix("--- a/Sources/A/File.swift\n+++ b/Sources/A/File.swift\n@@ -2,7 +2,7 @@\n"))
        let parsed = try FilePatch.parse(patch.rendered)
        #expect(parsed == [patch])
        #expect(try parsed[0].apply(to: base) == edited(base))
        #expect(FilePatch.between(path: "x", old: base, new: base) == nil, "equal texts have no patch")
    }

    @Test("New and deleted files use /dev/null and apply only where the file is or is not")
    func newAndDeletedFiles() throws {
        let new = try #require(FilePatch.between(path: "N.swift", old: nil, new: "a\nb\n"))
        #expect(new.rendered == "--- /dev/null\n+++ b/N.swift\n@@ -0,0 +1,2 @@\n+a\n+b\n")
        #expect(try FilePatch.parse(new.rendered) == [new])
        #expect(try new.apply(to: nil) == "a\nb\n")
        #expect(throws: LabError.self) { try new.apply(to: "a\n") }
        let deleted = try #require(FilePatch.between(path: "D.swift", old: "a\n", new: nil))
        #expect(deleted.rendered == "--- a/D.swift\n+++ /dev/null\n@@ -1,1 +0,0 @@\n-a\n")
        #expect(try FilePatch.parse(deleted.rendered)[0].apply(to: "a\n") == nil)
    }

    @Test("A hunk whose lines moved is found at its nearest place; one whose lines changed fails, naming it")
    func movedAndBrokenHunks() throws {
        let patch = try #require(FilePatch.between(path: "F.swift", old: base, new: edited(base)))
        let moved = "header 1\nheader 2\n" + base
        #expect(try patch.apply(to: moved) == "header 1\nheader 2\n" + edited(base))
        let broken = base.replacingOccurrences(of: "line 14\n", with: "line fourteen\n")
        let error = #expect(throws: LabError.self) { try patch.apply(to: broken) }
        #expect(error?.description == "hunk 2 of F.swift (@@ -13,6 +13,7 @@) no longer matches the file")
    }

    @Test("Applying what applies leaves the broken hunk out and names it, as patch's rejects do")
    func rejects() throws {
        let patch = try #require(FilePatch.between(path: "F.swift", old: base, new: edited(base)))
        let broken = base.replacingOccurrences(of: "line 14\n", with: "line fourteen\n")
        let (text, rejected) = try patch.applyingWhatApplies(to: broken)
        #expect(rejected == [1])
        #expect(text == broken.replacingOccurrences(of: "line 5\n", with: "line five\n"))
        #expect(patch.only(rejected).hunks == [patch.hunks[1]])
    }

    @Test("A blank context line whose space an editor trimmed still reads as context")
    func trimmedContext() throws {
        let old = "a\n\nb\n"
        let patch = "--- a/F\n+++ b/F\n@@ -1,3 +1,3 @@\n a\n\n-b\n+c\n"
        #expect(try FilePatch.parse(patch)[0].apply(to: old) == "a\n\nc\n")
    }

    @Test("A diff that cannot be read is a failure, not a smaller patch")
    func unreadable() {
        #expect(throws: LabError.self) { try FilePatch.parse("--- a/F\n+++ b/F\n@@ -1,3 +1,3 @@\n a\n") }
        #expect(throws: LabError.self) { try FilePatch.parse("--- a/F\n+++ b/F\n@@ nonsense @@\n") }
        #expect(throws: LabError.self) { try FilePatch.parse("--- a/F\n+++ b/F\n@@ -1,1 +1,1 @@\n?x\n") }
    }

    @Test(
        "A path that leaves the package is refused, as git apply refuses it",
        arguments: ["b/../../../../tmp/x", "b/Sources/MVC/../../../x", "/tmp/x", "b/Sources//x", "b/./x"])
    func pathsStayInside(path: String) {
        let error = #expect(throws: LabError.self) {
            try FilePatch.parse("--- /dev/null\n+++ \(path)\n@@ -0,0 +1,1 @@\n+x\n")
        }
        #expect(error?.description.contains("leaves the package") == true)
        #expect(throws: LabError.self) {
            try FilePatch.parse(
                "--- \(path.replacingOccurrences(of: "b/", with: "a/"))\n+++ /dev/null\n@@ -1,1 +0,0 @@\n-x\n")
        }
    }
}
