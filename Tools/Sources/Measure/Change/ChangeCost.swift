/// What one architecture's diff of a change request cost, measured against the base code: the
/// files it added and their code, the files it changed and the code lines it added and removed
/// there, the existing types it touched, and whether it stayed in new files and the scene.
/// Code lines are counted as everywhere in the report: comments and blank lines excluded.
public struct ChangeCost: Codable, Equatable, Sendable {
    /// The architecture, or "Shared" for the code every architecture shares.
    public let name: String
    /// Paths relative to the target folder, sorted.
    public let filesAdded: [String]
    public let newFileCode: Int
    public let filesChanged: [String]
    /// Code lines added to and removed from files that existed before.
    public let codeAdded: Int
    public let codeRemoved: Int
    /// The types declared before the change whose lines it changed; code outside any type
    /// is "File.swift (top level)".
    public let typesTouched: [String]
    /// Whether every file that existed before and changed is in the scene layer; nil for code
    /// that has no scene (the shared diff).
    public let onlyNewFilesAndScene: Bool?

    /// The share of the change's code lines that are in new files.
    public var newFileShare: Double {
        let total = newFileCode + codeAdded + codeRemoved
        return total == 0 ? 0 : Double(newFileCode) / Double(total)
    }

    /// Measures the patches against the base texts (path → text) of the package. Paths are shown
    /// relative to `folder` (`Sources/MVC/`); `sceneLayer` is the architecture's scene layer, the
    /// folder a file sits in inside its screen, nil for code that has no scene.
    public static func measure(
        name: String, patches: [FilePatch], baseTexts: [String: String], folder: String = "", sceneLayer: String?
    ) throws(FilePatch.Failure) -> ChangeCost {
        var added: [String] = []
        var changed: [String] = []
        var newFileCode = 0
        var codeAdded = 0
        var codeRemoved = 0
        var touched: Set<String> = []
        // A change's docs (a line of UIKIT.md, the tour's anchors) are not code: its cost is its Swift.
        for patch in patches where patch.path.hasSuffix(".swift") {
            let old = baseTexts[patch.path]
            let new = try patch.apply(to: old)
            if patch.isNew {
                added.append(patch.path)
                newFileCode += SwiftLexer(new ?? "").lineKinds.count { $0 == .code }
                continue
            }
            changed.append(patch.path)
            let before = SourceFile(path: patch.path, target: "", folder: "", text: old ?? "")
            let after = SourceFile(path: patch.path, target: "", folder: "", text: new ?? "")
            let existing = Set(before.declarations.map(\.name))
            let fileName = String(patch.path.split(separator: "/").last ?? "")
            // Exact line numbers on both sides, whatever offset the patch applied at.
            let hunks = UnifiedDiff.hunks(
                from: TextLines.split(old ?? ""), to: TextLines.split(new ?? ""), context: 0)
            for hunk in hunks {
                var (oldLine, newLine) = (max(hunk.oldStart, 1), max(hunk.newStart, 1))
                for line in hunk.lines {
                    switch line {
                    case .removed:
                        if before.lineKinds[safe: oldLine - 1] == .code { codeRemoved += 1 }
                        if let type = owner(of: oldLine, in: before, fileName: fileName) { touched.insert(type) }
                        oldLine += 1
                    case .added:
                        if after.lineKinds[safe: newLine - 1] == .code { codeAdded += 1 }
                        if let type = owner(of: newLine, in: after, fileName: fileName),
                            existing.contains(type) || type.hasSuffix("(top level)")
                        {
                            touched.insert(type)
                        }
                        newLine += 1
                    case .context:
                        (oldLine, newLine) = (oldLine + 1, newLine + 1)
                    }
                }
            }
        }
        func relative(_ path: String) -> String { path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path }
        return ChangeCost(
            name: name, filesAdded: added.map(relative).sorted(), newFileCode: newFileCode,
            filesChanged: changed.map(relative).sorted(), codeAdded: codeAdded, codeRemoved: codeRemoved,
            typesTouched: touched.sorted(),
            onlyNewFilesAndScene: sceneLayer.map { scene in
                changed.allSatisfy {
                    $0.hasPrefix(folder) && $0.split(separator: "/").dropLast().last.map(String.init) == scene
                }
            })
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
