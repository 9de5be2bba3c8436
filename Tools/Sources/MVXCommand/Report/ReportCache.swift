import Foundation
import SourceReading

/// What `mvx report` keeps beside the build between runs, with a hash of every file it is computed
/// from, byte for byte: the event stream of the last passing spec run (from the package's build
/// inputs) and the change requests' measured reports (from those, the change requests and the
/// lab's own sources). Both are deterministic, so while the hash holds, computing them again would
/// give the same text; any edit, even a comment, computes them again.
struct ReportCache {
    let packageRoot: URL
    let name: String
    /// The files and folders, from the package root, whose bytes the text depends on.
    let inputs: [String]

    static func specs(packageRoot: URL) -> ReportCache {
        ReportCache(packageRoot: packageRoot, name: "specs", inputs: ["Package.swift", "Sources", "Tests"])
    }

    static func changes(packageRoot: URL) -> ReportCache {
        ReportCache(
            packageRoot: packageRoot, name: "changes",
            inputs: ["Package.swift", "Sources", "Tests", "Changes", "Tools/Sources", "Tools/Declarations"])
    }

    private var folder: URL { packageRoot.appending(path: ".build/mvx-report") }
    private var textURL: URL { folder.appending(path: "\(name).txt") }
    private var keyURL: URL { folder.appending(path: "\(name).key") }

    /// The hash of the inputs.
    func key() -> String {
        var hash = FNV1a()
        let manager = FileManager.default
        for item in inputs {
            let url = packageRoot.appending(path: item)
            let paths =
                (manager.enumerator(atPath: url.path)?.allObjects as? [String]).map { $0.map { "\(item)/\($0)" } }
                ?? [item]
            for path in paths.sorted() {
                guard let data = manager.contents(atPath: packageRoot.appending(path: path).path) else { continue }
                hash.add(Data(path.utf8) + [0])
                data.withUnsafeBytes { hash.add($0) }
                hash.add([0])
            }
        }
        return String(hash.value, radix: 16)
    }

    /// The text kept for `key`, if the last run that kept one had it.
    func text(for key: String) -> String? {
        guard let recorded = try? String(contentsOf: keyURL, encoding: .utf8), recorded == key else { return nil }
        return try? String(contentsOf: textURL, encoding: .utf8)
    }

    /// Keeps `text` for `key`; a cache that cannot be written is only slower.
    func save(_ text: String, for key: String) {
        try? FileManager.default.removeItem(at: keyURL)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard (try? Data(text.utf8).write(to: textURL, options: .atomic)) != nil else { return }
        try? Data(key.utf8).write(to: keyURL, options: .atomic)
    }
}
