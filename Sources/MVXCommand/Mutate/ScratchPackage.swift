import Foundation

/// The one copy of the package that `mvx mutate` plants bugs in, `.build-mutate/package`, kept
/// between runs so that every build after the first is incremental. The package's own files are
/// never written.
struct ScratchPackage {
    struct Failure: Error {
        let message: String
    }

    let packageRoot: URL
    let root: URL

    init(packageRoot: URL) {
        self.packageRoot = packageRoot
        root = packageRoot.appending(path: ".build-mutate/package", directoryHint: .isDirectory)
    }

    /// What the copy holds: enough to build and run the suite.
    private static let copied = ["Package.swift", "Sources", "Tests"]

    /// Makes the copy's files equal to the package's, writing only those that differ (so the build
    /// stays incremental) and removing those the package no longer has.
    func sync() throws(Failure) {
        let manager = FileManager.default
        var wanted: Set<String> = []
        for item in Self.copied {
            for relative in files(under: packageRoot, item) {
                wanted.insert(relative)
                guard let data = manager.contents(atPath: packageRoot.appending(path: relative).path) else {
                    throw Failure(message: "cannot read \(relative)")
                }
                if manager.contents(atPath: root.appending(path: relative).path) != data {
                    try write(data, to: relative)
                }
            }
        }
        for item in Self.copied {
            for relative in files(under: root, item) where !wanted.contains(relative) {
                try? manager.removeItem(at: root.appending(path: relative))
            }
        }
    }

    /// Writes a file of the copy, for example one with a mutant in it.
    func write(_ text: String, to relative: String) throws(Failure) {
        try write(Data(text.utf8), to: relative)
    }

    private func write(_ data: Data, to relative: String) throws(Failure) {
        let url = root.appending(path: relative)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        } catch {
            throw Failure(message: "cannot write \(url.path): \(error.localizedDescription)")
        }
    }

    /// The files under `item` (a file or a folder) of `base`, relative to `base`.
    private func files(under base: URL, _ item: String) -> [String] {
        let url = base.appending(path: item)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [item] }
        var result: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: url.path)
        while let relative = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: url.appending(path: relative).path, isDirectory: &isFolder)
            if exists && !isFolder.boolValue { result.append("\(item)/\(relative)") }
        }
        return result
    }
}
