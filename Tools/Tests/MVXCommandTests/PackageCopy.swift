import Foundation
import LabTestSupport
import SourceReading

/// Copies of some of the package's source targets, for the command tests that edit or write into
/// a package: each target's files are read once per process and written into every copy, a
/// fraction of the system time a file-by-file copy takes.
enum PackageCopy {
    static let packageRoot = Roots.lesson

    /// A new folder for a copy: in memory where the system keeps a folder there (`/dev/shm` on
    /// Linux, where the temporary folder is on disk), else in the temporary folder.
    static func newFolder(_ prefix: String) -> URL {
        let name = "\(prefix)-\(UUID().uuidString)"
        #if os(Linux)
            if FileManager.default.isWritableFile(atPath: "/dev/shm") {
                return URL(fileURLWithPath: "/dev/shm", isDirectory: true).appending(path: name)
            }
        #endif
        return FileManager.default.temporaryDirectory.appending(path: name)
    }

    /// Writes `Sources/<target>` of each target into `folder`, with the lab's declaration of it if any.
    static func write(targets: [String], into folder: URL) throws {
        let manager = FileManager.default
        var folders: Set<String> = []
        for target in targets {
            for (path, data) in try files(of: target) {
                let url = folder.appending(path: path)
                let parent = url.deletingLastPathComponent().path
                if folders.insert(parent).inserted {
                    try manager.createDirectory(atPath: parent, withIntermediateDirectories: true)
                }
                try data.write(to: url)
            }
        }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var read: [String: [(path: String, data: Data)]] = [:]

    private static func files(of target: String) throws -> [(path: String, data: Data)] {
        if let known = lock.withLock({ read[target] }) { return known }
        let base = "Sources/\(target)"
        let manager = FileManager.default
        var files: [(path: String, data: Data)] = []
        for relative in manager.enumerator(atPath: packageRoot.appending(path: base).path)?.allObjects as? [String]
            ?? []
        {
            let path = "\(base)/\(relative)"
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: packageRoot.appending(path: path).path, isDirectory: &isFolder),
                !isFolder.boolValue
            else { continue }
            files.append((path, try Data(contentsOf: packageRoot.appending(path: path))))
        }
        let lab = "\(ArchitectureDeclaration.labFolder)/\(target).json"
        if let data = manager.contents(atPath: packageRoot.appending(path: lab).path) { files.append((lab, data)) }
        lock.withLock { read[target] = files }
        return files
    }
}
