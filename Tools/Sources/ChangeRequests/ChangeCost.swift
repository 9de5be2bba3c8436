import Foundation
import SourceReading

/// What one architecture's diff of a change request cost, measured against the base code: the
/// files it added and their code, the existing code it edited and in which layers, the existing
/// types it touched, and its unit tests: existing ones it had to edit and new ones it added.
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
    /// Existing code edited, by the layer its file sits in (the folder inside its screen, or
    /// "(top level)"): per hunk, the larger of the code lines removed and added, so that a changed
    /// line counts once.
    public let editedByLayer: [String: Int]
    /// The types declared before the change whose lines it changed; code outside any type
    /// is "File.swift (top level)".
    public let typesTouched: [String]
    /// Code lines edited in unit-test files that existed (same count as ``editedByLayer``).
    public let testsEdited: Int
    /// `@Test` functions the diff adds to the architecture's unit tests.
    public let testsAdded: Int
    /// Code lines of the unit-test files the diff adds.
    public let testsWritten: Int

    /// Existing code edited, over every layer.
    public var codeEdited: Int { editedByLayer.values.reduce(0, +) }

    /// Code added to existing files beyond the lines it changed: pure insertion.
    public var codeInserted: Int { codeEdited - codeRemoved }

    /// Every code line the change writes or rewrites: new files, insertions, changed and removed lines.
    public var codeWritten: Int { newFileCode + codeEdited }

    /// Unit-test code lines the change writes or edits.
    public var testCode: Int { testsWritten + testsEdited }

    /// The layers in which existing code was edited, sorted.
    public var layersEdited: [String] { editedByLayer.keys.sorted() }

    /// The share of the change's code lines that are in new files.
    public var newFileShare: Double {
        let total = newFileCode + codeEdited
        return total == 0 ? 0 : Double(newFileCode) / Double(total)
    }

    /// Measures the patches against the base texts (path → text) of the package. Source paths are
    /// shown relative to `folder` (`Sources/MVC/`); patches under `testFolder` (`Tests/MVCTests/`)
    /// are the architecture's unit tests.
    public static func measure(
        name: String, patches: [FilePatch], baseTexts: [String: String], folder: String = "",
        testFolder: String? = nil
    ) throws(LabError) -> ChangeCost {
        var added: [String] = []
        var changed: [String] = []
        var newFileCode = 0
        var codeAdded = 0
        var codeRemoved = 0
        var edited: [String: Int] = [:]
        var touched: Set<String> = []
        var testsEdited = 0
        var testsAdded = 0
        var testsWritten = 0
        // A change's docs (a line of UIKIT.md, the tour's anchors) are not code: its cost is its Swift.
        for patch in patches where patch.path.hasSuffix(".swift") {
            let old = baseTexts[patch.path]
            let new = try patch.apply(to: old)
            let isTest = testFolder.map { patch.path.hasPrefix($0) } ?? false
            if isTest { testsAdded += max(0, tests(in: new) - tests(in: old)) }
            if patch.isNew {
                let code = LogicalLines(new ?? "").lines.count(where: \.isCode)
                if isTest {
                    testsWritten += code
                } else {
                    added.append(patch.path)
                    newFileCode += code
                }
                continue
            }
            let diff = LineDiff(path: patch.path, old: old ?? "", new: new ?? "")
            if isTest {
                testsEdited += diff.edited
                continue
            }
            changed.append(patch.path)
            codeAdded += diff.added
            codeRemoved += diff.removed
            touched.formUnion(diff.typesTouched)
            if diff.edited > 0 { edited[layer(of: relative(patch.path, to: folder)), default: 0] += diff.edited }
        }
        return ChangeCost(
            name: name, filesAdded: added.map { relative($0, to: folder) }.sorted(), newFileCode: newFileCode,
            filesChanged: changed.map { relative($0, to: folder) }.sorted(), codeAdded: codeAdded,
            codeRemoved: codeRemoved, editedByLayer: edited, typesTouched: touched.sorted(), testsEdited: testsEdited,
            testsAdded: testsAdded, testsWritten: testsWritten)
    }

    /// The folder a file sits in inside its screen (`Profile/View/BlogCell.swift` → `View`), or
    /// "(top level)" for a file right under the target.
    public static func layer(of relativePath: String) -> String {
        let parts = relativePath.split(separator: "/")
        return parts.count >= 2 ? String(parts[parts.count - 2]) : "(top level)"
    }

    private static func relative(_ path: String, to folder: String) -> String {
        path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
    }

    private static func tests(in text: String?) -> Int {
        TextLines.split(text ?? "").count { $0.trimmingCharacters(in: .whitespaces).hasPrefix("@Test") }
    }
}
