import SourceReading

/// One file's part of a unified diff, as `diff -u` and `git diff` write it: the file's path
/// relative to the package root, whether the diff adds or deletes the whole file, and its hunks.
public struct FilePatch: Equatable, Sendable {
    public let path: String
    public let isNew: Bool
    public let isDeleted: Bool
    public let hunks: [DiffHunk]

    public init(path: String, isNew: Bool = false, isDeleted: Bool = false, hunks: [DiffHunk]) {
        self.path = path
        self.isNew = isNew
        self.isDeleted = isDeleted
        self.hunks = hunks
    }

    /// The patch that turns `old` into `new`; nil for a file that does not exist is a new or a
    /// deleted file. Nil when the texts are equal.
    public static func between(path: String, old: String?, new: String?) -> FilePatch? {
        guard old != new else { return nil }
        let oldLines = old.map(TextLines.split) ?? []
        let newLines = new.map(TextLines.split) ?? []
        if old == nil || new == nil || oldLines.isEmpty || newLines.isEmpty {
            let lines = oldLines.map(DiffHunk.Line.removed) + newLines.map(DiffHunk.Line.added)
            return FilePatch(
                path: path, isNew: old == nil, isDeleted: new == nil,
                hunks: [DiffHunk(oldStart: oldLines.isEmpty ? 0 : 1, newStart: newLines.isEmpty ? 0 : 1, lines: lines)])
        }
        return FilePatch(path: path, hunks: UnifiedDiff.hunks(from: oldLines, to: newLines))
    }

    /// The file's diff text, with `a/` and `b/` paths (`/dev/null` for a side that does not exist).
    public var rendered: String {
        let header = [
            "--- " + (isNew ? "/dev/null" : "a/" + path),
            "+++ " + (isDeleted ? "/dev/null" : "b/" + path),
        ]
        return (header + hunks.flatMap { [$0.header] + $0.lines.map(\.rendered) }).joined(separator: "\n") + "\n"
    }

    /// Applies the hunks to the file's text (nil when it does not exist); returns the new text,
    /// or nil for a deleted file. A hunk whose lines moved since the diff was made is found at
    /// the nearest place where all of them still are, as `patch` does; one that finds them
    /// nowhere is a failure naming the hunk.
    public func apply(to old: String?) throws(LabError) -> String? {
        let (text, rejected) = try applyingWhatApplies(to: old)
        if let number = rejected.first {
            throw LabError("hunk \(number + 1) of \(path) (\(hunks[number].header)) no longer matches the file")
        }
        return text
    }

    /// Applies every hunk that still finds its lines and leaves the others out, as `patch` does
    /// with its rejects; returns the text and the numbers (from 0) of the hunks left out. A file
    /// that is not where the patch expects it is still a failure.
    public func applyingWhatApplies(to old: String?) throws(LabError) -> (text: String?, rejected: [Int]) {
        if isNew, old != nil { throw LabError("\(path) already exists") }
        if !isNew, old == nil { throw LabError("\(path) does not exist") }
        var lines = old.map(TextLines.split) ?? []
        var offset = 0
        var cursor = 0
        var rejected: [Int] = []
        for (number, hunk) in hunks.enumerated() {
            let expected = hunk.oldLines
            let planned = max(cursor, (hunk.oldLines.isEmpty ? hunk.oldStart : hunk.oldStart - 1) + offset)
            guard let start = Self.nearest(expected, in: lines, around: planned, from: cursor) else {
                rejected.append(number)
                continue
            }
            lines.replaceSubrange(start..<(start + expected.count), with: hunk.newLines)
            offset = start - (hunk.oldStart - 1) + hunk.newLines.count - expected.count
            cursor = start + hunk.newLines.count
        }
        if isDeleted, rejected.isEmpty {
            guard lines.isEmpty else { throw LabError("\(path) holds more than the diff deletes") }
            return (nil, [])
        }
        return (TextLines.join(lines), rejected)
    }

    /// The hunks of the given numbers, as a patch of their own (what `patch` writes to a `.rej`).
    public func only(_ numbers: [Int]) -> FilePatch {
        FilePatch(path: path, isNew: isNew, isDeleted: isDeleted, hunks: numbers.map { hunks[$0] })
    }

    /// The place at or after `from` where `expected` appears, the one closest to `planned`.
    private static func nearest(_ expected: [String], in lines: [String], around planned: Int, from: Int) -> Int? {
        let last = lines.count - expected.count
        guard last >= from else { return nil }
        func matches(_ start: Int) -> Bool {
            start >= from && start <= last && lines[start..<(start + expected.count)].elementsEqual(expected)
        }
        for distance in 0...max(last - from, abs(planned - from)) {
            if matches(planned - distance) { return planned - distance }
            if matches(planned + distance) { return planned + distance }
        }
        return nil
    }

    /// Reads every file of a unified diff. Lines before the first `---` (a `diff --git` line, a
    /// note) are skipped; a blank line inside a hunk is a blank context line, as editors that trim
    /// trailing spaces leave it.
    public static func parse(_ text: String) throws(LabError) -> [FilePatch] {
        let lines = TextLines.split(text)
        var patches: [FilePatch] = []
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix("--- "), index + 1 < lines.count, lines[index + 1].hasPrefix("+++ ") else {
                index += 1
                continue
            }
            let old = try inside(path(lines[index].dropFirst(4)), line: index + 1)
            let new = try inside(path(lines[index + 1].dropFirst(4)), line: index + 2)
            guard let filePath = new ?? old else { throw LabError("line \(index + 1): no file path") }
            index += 2
            var hunks: [DiffHunk] = []
            while index < lines.count, lines[index].hasPrefix("@@") {
                guard let (oldStart, oldCount, newStart, newCount) = header(lines[index]) else {
                    throw LabError("line \(index + 1): not a hunk header: \(lines[index])")
                }
                index += 1
                var hunkLines: [DiffHunk.Line] = []
                var (oldSeen, newSeen) = (0, 0)
                while oldSeen < oldCount || newSeen < newCount {
                    guard index < lines.count else {
                        throw LabError("\(filePath): the diff ends inside a hunk")
                    }
                    let line = lines[index]
                    index += 1
                    switch line.first {
                    case " ", nil:
                        hunkLines.append(.context(String(line.dropFirst())))
                        (oldSeen, newSeen) = (oldSeen + 1, newSeen + 1)
                    case "-":
                        hunkLines.append(.removed(String(line.dropFirst())))
                        oldSeen += 1
                    case "+":
                        hunkLines.append(.added(String(line.dropFirst())))
                        newSeen += 1
                    case "\\":
                        continue
                    default:
                        throw LabError("line \(index): not a diff line inside a hunk: \(line)")
                    }
                }
                guard oldSeen == oldCount, newSeen == newCount else {
                    throw LabError("\(filePath): a hunk's lines do not match its header")
                }
                hunks.append(DiffHunk(oldStart: oldStart, newStart: newStart, lines: hunkLines))
            }
            patches.append(FilePatch(path: filePath, isNew: old == nil, isDeleted: new == nil, hunks: hunks))
        }
        return patches
    }

    /// The path of a `---`/`+++` line without its `a/` or `b/` and any tab-separated date; nil
    /// for `/dev/null`.
    private static func path(_ field: Substring) -> String? {
        let name = field.split(separator: "\t", maxSplits: 1).first.map(String.init) ?? ""
        guard name != "/dev/null" else { return nil }
        return name.hasPrefix("a/") || name.hasPrefix("b/") ? String(name.dropFirst(2)) : name
    }

    /// The path, when it stays inside the package as `git apply` requires: relative, with no `..`,
    /// `.` or empty part.
    private static func inside(_ path: String?, line: Int) throws(LabError) -> String? {
        guard let path else { return nil }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == ".." || $0 == "." }) else {
            throw LabError("line \(line): \(path) leaves the package; a diff's paths stay inside it")
        }
        return path
    }

    /// `@@ -a,b +c,d @@`, where a missing count is 1.
    private static func header(_ line: String) -> (Int, Int, Int, Int)? {
        let parts = line.split(separator: " ")
        guard parts.count >= 4, parts[0] == "@@", parts[1].hasPrefix("-"), parts[2].hasPrefix("+"), parts[3] == "@@"
        else { return nil }
        func range(_ part: Substring) -> (Int, Int)? {
            let numbers = part.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
            guard let start = Int(numbers[0]) else { return nil }
            guard numbers.count > 1 else { return (start, 1) }
            guard numbers.count == 2, let count = Int(numbers[1]) else { return nil }
            return (start, count)
        }
        guard let (oldStart, oldCount) = range(parts[1]), let (newStart, newCount) = range(parts[2]) else { return nil }
        return (oldStart, oldCount, newStart, newCount)
    }
}
