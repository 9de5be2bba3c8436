import Foundation

/// The checked-out package, read as a reader of the docs would: its files and their lines.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func url(_ path: String) -> URL {
        root.appending(path: path)
    }

    static func text(_ path: String) throws -> String {
        try String(contentsOf: url(path), encoding: .utf8)
    }

    /// Paths, from the root, of the files under a folder whose names end with the extension;
    /// hidden folders and build folders are skipped.
    static func files(under folder: String = "", withExtension fileExtension: String) -> [String] {
        let base = folder.isEmpty ? root : url(folder)
        guard
            let walker = FileManager.default.enumerator(
                at: base, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        var paths: [String] = []
        for case let file as URL in walker {
            if file.lastPathComponent.hasPrefix(".build") {
                walker.skipDescendants()
            } else if file.pathExtension == fileExtension {
                paths.append(relativePath(of: file))
            }
        }
        return paths.sorted()
    }

    static func relativePath(of file: URL) -> String {
        let rootPath = root.standardizedFileURL.path
        let path = file.standardizedFileURL.path
        return path.hasPrefix(rootPath + "/") ? String(path.dropFirst(rootPath.count + 1)) : path
    }
}
