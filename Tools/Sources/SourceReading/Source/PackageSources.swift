import Foundation

/// Reads the Swift files of the package's source targets, in a stable order, refusing what it
/// cannot measure honestly: a missing folder, an unreadable file, a file that is not UTF-8.
public enum PackageSources {
    /// The files of each target folder `Sources/<target>`, sorted by path: a file two folders deep
    /// is in a screen and a layer (`Sources/MVC/Profile/View/BlogCell.swift`), one folder deep in a
    /// layer (`Sources/Shared/API/FakeServer.swift`). A target whose files hold no line of code is
    /// an error too.
    public static func load(packageRoot: URL, targets: [String]) throws(LabError) -> [SourceFile] {
        let texts = try texts(packageRoot: packageRoot, targets: targets)
        let files = parsed.files(texts.count) { index in
            let file = texts[index]
            let folders = file.path.split(separator: "/").dropFirst(2).dropLast().map(String.init)
            return SourceFile(
                path: file.path, target: file.target, screen: folders.count > 1 ? folders[0] : "",
                folder: folders.last ?? "", text: file.text)
        } key: {
            texts[$0].path + "\u{0}" + texts[$0].text
        }
        for target in targets where !files.contains(where: { $0.target == target && $0.lines.code > 0 }) {
            throw LabError("no Swift code in \(packageRoot.appending(path: "Sources/\(target)").path)")
        }
        return files
    }

    /// The text of each Swift file of each target folder `Sources/<target>`, sorted by path; the
    /// path is relative to the package root. An empty folder is an error too: there is nothing to measure.
    public static func texts(packageRoot: URL, targets: [String]) throws(LabError) -> [(
        path: String, target: String, text: String
    )] {
        var files: [(path: String, target: String, text: String)] = []
        for target in targets {
            files += try texts(in: "Sources/\(target)", packageRoot: packageRoot).map { ($0.path, target, $0.text) }
        }
        return files
    }

    /// The text of each Swift file under a folder of the package (for example `Tests/MVPTests`),
    /// sorted by path, the path relative to the package root. A missing or empty folder is an error.
    public static func texts(in folder: String, packageRoot: URL) throws(LabError) -> [(path: String, text: String)] {
        let url = packageRoot.appending(path: folder, directoryHint: .isDirectory)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { throw LabError("no source folder at \(url.path)") }
        let relatives = try swiftFiles(in: url)
        guard !relatives.isEmpty else { throw LabError("no Swift files in \(url.path)") }
        var files: [(path: String, text: String)] = []
        for relative in relatives {
            let file = url.appending(path: relative)
            let data: Data
            do { data = try Data(contentsOf: file) } catch {
                throw LabError("cannot read \(file.path): \(error.localizedDescription)")
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw LabError("\(file.path) is not UTF-8")
            }
            files.append(("\(folder)/\(relative)", text))
        }
        return files
    }

    /// Each file parsed once per process, by path and text: a report and its `--check`, and the tool
    /// tests' reports of copies of the package, read the same files again.
    private static let parsed = ParsedFiles()

    private static func swiftFiles(in folder: URL) throws(LabError) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else {
            throw LabError("cannot list \(folder.path)")
        }
        var paths: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(".swift") { paths.append(path) }
        }
        return paths.sorted()
    }
}

/// Parsed files by path and text, filled on every core.
private final class ParsedFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: SourceFile] = [:]

    func files(_ count: Int, parse: @Sendable (Int) -> SourceFile, key: (Int) -> String) -> [SourceFile] {
        let keys = (0..<count).map(key)
        var result: [SourceFile?] = lock.withLock { keys.map { files[$0] } }
        let missing = result.indices.filter { result[$0] == nil }
        let done = NSLock()
        result.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let buffer = buffer
            DispatchQueue.concurrentPerform(iterations: missing.count) { index in
                let file = parse(missing[index])
                done.withLock { buffer[missing[index]] = file }
            }
        }
        lock.withLock { for index in missing { files[keys[index]] = result[index] } }
        return result.map { $0! }
    }
}
