import SourceReading

/// The code lines one patch changed in a file that existed, as ``LogicalLines`` counts them (a
/// wrapped line once, whitespace ignored): added, removed, edited (per hunk the larger of the two,
/// so that a changed line counts once) and the types whose lines it changed.
struct LineDiff {
    private(set) var added = 0
    private(set) var removed = 0
    private(set) var edited = 0
    private(set) var typesTouched: Set<String> = []

    init(path: String, old: String, new: String) {
        let before = SourceFile(path: path, target: "", folder: "", text: old)
        let after = SourceFile(path: path, target: "", folder: "", text: new)
        let existing = Set(before.declarations.map(\.name))
        let fileName = String(path.split(separator: "/").last ?? "")
        let (oldLines, newLines) = (LogicalLines(old).lines, LogicalLines(new).lines)
        // Exact line numbers on both sides, whatever offset the patch applied at.
        let hunks = UnifiedDiff.hunks(from: oldLines.map(\.key), to: newLines.map(\.key), context: 0)
        for hunk in hunks {
            var (oldLine, newLine) = (max(hunk.oldStart, 1), max(hunk.newStart, 1))
            var (hunkAdded, hunkRemoved) = (0, 0)
            for line in hunk.lines {
                switch line {
                case .removed:
                    let removed = oldLines[oldLine - 1]
                    if removed.isCode { hunkRemoved += 1 }
                    if let type = Self.owner(of: removed.first, in: before, fileName: fileName) {
                        typesTouched.insert(type)
                    }
                    oldLine += 1
                case .added:
                    let added = newLines[newLine - 1]
                    if added.isCode { hunkAdded += 1 }
                    if let type = Self.owner(of: added.first, in: after, fileName: fileName),
                        existing.contains(type) || type.hasSuffix("(top level)")
                    {
                        typesTouched.insert(type)
                    }
                    newLine += 1
                case .context:
                    (oldLine, newLine) = (oldLine + 1, newLine + 1)
                }
            }
            added += hunkAdded
            removed += hunkRemoved
            edited += max(hunkAdded, hunkRemoved)
        }
    }

    /// The innermost type or extension around the line (by its extended type's name), or the
    /// file's top level for code outside any type; nil for a comment or a blank line between types.
    private static func owner(of line: Int, in file: SourceFile, fileName: String) -> String? {
        let around = file.declarations.filter { $0.line <= line && line <= $0.endLine }
        if let innermost = around.max(by: { $0.line < $1.line }) { return innermost.name }
        guard file.lineKinds[safe: line - 1] == .code else { return nil }
        return "\(fileName) (top level)"
    }
}
