import SourceReading
import Testing

/// The diff `mvx report --check` prints: hunks as `diff -u` writes them.
@Suite("Unified diff")
struct UnifiedDiffTests {
    @Test("Equal texts have no diff")
    func equal() {
        #expect(UnifiedDiff.lines(from: "a\nb\n", to: "a\nb\n").isEmpty)
    }

    @Test("A changed line, with its context and diff -u's line numbers")
    func changedLine() {
        let old = "1\n2\n3\n4\n5\n6\n7\n8\n9"
        let new = "1\n2\n3\n4\nfive\n6\n7\n8\n9"
        #expect(
            UnifiedDiff.lines(from: old, to: new, context: 2) == [
                "@@ -3,5 +3,5 @@", " 3", " 4", "-5", "+five", " 6", " 7",
            ]
        )
    }

    @Test("Far-apart changes get hunks of their own; an added and a removed line")
    func twoHunks() {
        let old = (1...20).map(String.init).joined(separator: "\n")
        var lines = (1...20).map(String.init)
        lines.insert("new", at: 2)
        lines.removeAll { $0 == "18" }
        let diff = UnifiedDiff.lines(from: old, to: lines.joined(separator: "\n"), context: 1)
        #expect(diff == ["@@ -2,2 +2,3 @@", " 2", "+new", " 3", "@@ -17,3 +18,2 @@", " 17", "-18", " 19"])
    }

    @Test("A long diff is cut, and says how much was left out")
    func cut() {
        let diff = UnifiedDiff.lines(from: "a\nb\nc\nd", to: "w\nx\ny\nz", context: 0, maxLines: 3)
        #expect(diff.count == 4)
        #expect(diff.last == "… 6 more lines of diff")
    }
}
