/// A unified diff of two texts, line by line, as `diff -u` prints it: hunks of changed lines with
/// a little context, so that a reader sees what changed, not only where.
public enum UnifiedDiff {
    /// The hunks (`@@ -a,b +c,d @@` and their lines), without file headers; empty when the texts
    /// are equal. `maxLines` cuts the output and says how many lines were left out.
    public static func lines(from old: String, to new: String, context: Int = 3, maxLines: Int = .max) -> [String] {
        let output = hunks(
            from: old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
            to: new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), context: context
        ).flatMap { [$0.header] + $0.lines.map(\.rendered) }
        guard output.count > maxLines else { return output }
        return Array(output.prefix(maxLines)) + ["… \(output.count - maxLines) more lines of diff"]
    }

    /// The hunks that turn the old lines into the new ones, each with up to `context` unchanged
    /// lines around its changes; hunks closer than twice the context are one.
    public static func hunks(from a: [String], to b: [String], context: Int = 3) -> [DiffHunk] {
        let edits = script(a, b)
        var hunks: [DiffHunk] = []
        var index = 0
        while index < edits.count {
            guard let firstChange = edits[index...].firstIndex(where: { $0.kind != .same }) else { break }
            let start = max(index, firstChange - context)
            var end = firstChange
            while let next = edits[(end + 1)...].firstIndex(where: { $0.kind != .same }), next - end <= 2 * context + 1
            {
                end = next
            }
            let stop = min(edits.count, end + context + 1)
            let hunk = edits[start..<stop]
            let oldStart = hunk.first { $0.kind != .insert }?.oldLine ?? hunk.first!.oldLine
            let newStart = hunk.first { $0.kind != .delete }?.newLine ?? hunk.first!.newLine
            let hasOld = hunk.contains { $0.kind != .insert }
            let hasNew = hunk.contains { $0.kind != .delete }
            hunks.append(
                DiffHunk(
                    oldStart: oldStart + (hasOld ? 1 : 0), newStart: newStart + (hasNew ? 1 : 0),
                    lines: hunk.map { edit in
                        switch edit.kind {
                        case .same: .context(a[edit.oldLine])
                        case .delete: .removed(a[edit.oldLine])
                        case .insert: .added(b[edit.newLine])
                        }
                    }))
            index = stop
        }
        return hunks
    }

    private struct Edit {
        enum Kind { case same, delete, insert }
        let kind: Kind
        /// The line in the old text (for an insert: the old line it comes before).
        let oldLine: Int
        /// The line in the new text (for a delete: the new line it comes before).
        let newLine: Int
    }

    /// The shortest edit script, by the longest common subsequence of the lines between the
    /// common prefix and suffix.
    private static func script(_ a: [String], _ b: [String]) -> [Edit] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let middleA = Array(a[prefix..<(a.count - suffix)])
        let middleB = Array(b[prefix..<(b.count - suffix)])
        let n = middleA.count
        let m = middleB.count
        // lengths[i][j]: the longest common subsequence of middleA[i...] and middleB[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] =
                    middleA[i] == middleB[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var edits = (0..<prefix).map { Edit(kind: .same, oldLine: $0, newLine: $0) }
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, middleA[i] == middleB[j] {
                edits.append(Edit(kind: .same, oldLine: prefix + i, newLine: prefix + j))
                i += 1
                j += 1
            } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
                edits.append(Edit(kind: .delete, oldLine: prefix + i, newLine: prefix + j))
                i += 1
            } else {
                edits.append(Edit(kind: .insert, oldLine: prefix + i, newLine: prefix + j))
                j += 1
            }
        }
        edits += (0..<suffix).map { Edit(kind: .same, oldLine: a.count - suffix + $0, newLine: b.count - suffix + $0) }
        return edits
    }
}
