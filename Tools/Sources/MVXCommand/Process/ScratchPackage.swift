import Foundation
import SourceReading

/// A copy of the package to build and test something the package itself must not hold: a
/// mutant (`mvx mutate`, in `.build-mutate/package`) or a change request (`mvx change`, in
/// `.build-change/checks/package`, or `.build-change/<name>/package` to edit one). It is kept between runs so that every build after the first
/// is incremental. The package's own files are never written.
struct ScratchPackage: Sendable {
    let packageRoot: URL
    let root: URL
    /// The files and folders the copy holds, from the package root.
    let copied: [String]
    /// Code the copy's `Package.swift` holds after the package's own.
    let manifestAddition: String

    /// `folder` is the copy's place, relative to the package root.
    init(packageRoot: URL, folder: String, copied: [String] = buildable, manifestAddition: String = "") {
        self.packageRoot = packageRoot
        root = packageRoot.appending(path: folder, directoryHint: .isDirectory)
        self.copied = copied
        self.manifestAddition = manifestAddition
    }

    /// Enough to build the package and run its specs and sessions: what a mutant needs.
    static let buildable = ["Package.swift", "Sources", "Tests"]
    /// What the lesson's tests read besides the code: the change requests, the docs (the lab's
    /// manual among them, which the docs link to) and the generated reports, so that a copy can run
    /// the whole suite.
    static let whole =
        buildable + [
            "Changes", "docs", "README.md", "CONTRIBUTING.md", "SCENARIO.md", "SOURCES.md", "REPORT.md", "LICENSE",
            "Tools/README.md",
        ]

    /// Makes the copy's files equal to the package's (its manifest with `manifestAddition`), except
    /// that each path of `overrides` holds the given text instead (nil: the file is not there). Only files that differ are written,
    /// so the build stays incremental; those the package no longer has are removed.
    func sync(overrides: [String: String?] = [:]) throws(LabError) {
        let manager = FileManager.default
        var wanted: [String: Data] = [:]
        for item in copied {
            for relative in files(under: packageRoot, item) {
                guard let data = manager.contents(atPath: packageRoot.appending(path: relative).path) else {
                    throw LabError("cannot read \(relative)")
                }
                wanted[relative] = data
            }
        }
        if !manifestAddition.isEmpty { wanted["Package.swift"]?.append(Data(manifestAddition.utf8)) }
        for (relative, text) in overrides { wanted[relative] = text.map { Data($0.utf8) } }
        for (relative, data) in wanted where manager.contents(atPath: root.appending(path: relative).path) != data {
            try write(data, to: relative)
        }
        for item in copied {
            for relative in files(under: root, item) where wanted[relative] == nil {
                try? manager.removeItem(at: root.appending(path: relative))
            }
        }
        let manifest = wanted.keys.sorted().map {
            "\(FNV1a.hex(of: String(decoding: wanted[$0]!, as: UTF8.self))) \($0)"
        }
        do { try Data(manifest.joined(separator: "\n").utf8).write(to: manifestURL, options: .atomic) } catch {
            throw LabError("cannot write \(manifestURL.path): \(error.localizedDescription)")
        }
    }

    /// Notes that the copy is about to hold edits of a run (mutants written and built one after
    /// another). A run stopped half way (killed during a build, or between a write and its undo)
    /// can leave build products that no longer match the files, which an incremental build then
    /// keeps: the next run finds the note and gives every file a new date, so that all of them build
    /// again.
    func startEdits() throws(LabError) {
        let manager = FileManager.default
        if manager.fileExists(atPath: editsMarker.path) {
            let now = Date()
            for item in copied {
                for relative in files(under: root, item) {
                    try? manager.setAttributes(
                        [.modificationDate: now], ofItemAtPath: root.appending(path: relative).path)
                }
            }
        }
        try? manager.createDirectory(at: editsMarker.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard manager.createFile(atPath: editsMarker.path, contents: Data()) else {
            throw LabError("cannot write \(editsMarker.path)")
        }
    }

    /// Notes that the run's edits are all undone and built.
    func finishEdits() { try? FileManager.default.removeItem(at: editsMarker) }

    private var editsMarker: URL {
        root.deletingLastPathComponent().appending(path: root.lastPathComponent + ".editing")
    }

    /// Where the last sync notes a hash of each file it left, so that edits made in the copy
    /// afterwards can be told from files the package changed since.
    private var manifestURL: URL {
        root.deletingLastPathComponent().appending(path: root.lastPathComponent + ".synced")
    }

    /// The files of the copy edited by hand since the last sync: path → text, nil for a removed file.
    func edits() throws(LabError) -> [String: String?] {
        guard let data = FileManager.default.contents(atPath: manifestURL.path) else {
            throw LabError("no copy at \(root.path) (it is written by a run)")
        }
        var synced: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            if parts.count == 2 { synced[String(parts[1])] = String(parts[0]) }
        }
        var edits: [String: String?] = [:]
        var present: Set<String> = []
        for item in copied {
            for (relative, text) in try texts(under: item) {
                present.insert(relative)
                if synced[relative] != FNV1a.hex(of: text) { edits[relative] = .some(text) }
            }
        }
        for relative in synced.keys where !present.contains(relative) { edits[relative] = .some(nil) }
        return edits
    }

    /// The text of each file of the copy under `item` (a file or a folder), by relative path.
    func texts(under item: String) throws(LabError) -> [String: String] {
        var texts: [String: String] = [:]
        for relative in files(under: root, item) {
            guard let data = FileManager.default.contents(atPath: root.appending(path: relative).path),
                let text = String(data: data, encoding: .utf8)
            else { throw LabError("cannot read \(root.appending(path: relative).path)") }
            texts[relative] = text
        }
        return texts
    }

    /// Writes a file of the copy, for example one with a mutant in it.
    func write(_ text: String, to relative: String) throws(LabError) {
        try write(Data(text.utf8), to: relative)
    }

    private func write(_ data: Data, to relative: String) throws(LabError) {
        let url = root.appending(path: relative)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        } catch {
            throw LabError("cannot write \(url.path): \(error.localizedDescription)")
        }
    }

    /// The files under `item` (a file or a folder) of `base`, relative to `base`.
    func files(under base: URL, _ item: String) -> [String] {
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
