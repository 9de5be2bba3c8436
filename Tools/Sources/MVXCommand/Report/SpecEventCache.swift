import Foundation
import SourceReading

/// The event stream of the last passing spec run, kept beside the build with a hash of everything
/// the test binary is built from (`Package.swift`, `Sources`, `Tests`, byte for byte): the specs
/// are deterministic, so while that hash holds, running them again would write the same stream.
/// `mvx report` then skips the run; any edit, even a comment, runs it again.
struct SpecEventCache {
    let packageRoot: URL

    private var folder: URL { packageRoot.appending(path: ".build/mvx-report") }
    private var streamURL: URL { folder.appending(path: "specs.jsonl") }
    private var keyURL: URL { folder.appending(path: "specs.key") }

    /// The hash of the package's build inputs.
    func key() -> String {
        var hash = FNV1a()
        let manager = FileManager.default
        for item in ["Package.swift", "Sources", "Tests"] {
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

    /// The stream recorded for `key`, if the last passing run had it.
    func stream(for key: String) -> String? {
        guard let recorded = try? String(contentsOf: keyURL, encoding: .utf8), recorded == key else { return nil }
        return try? String(contentsOf: streamURL, encoding: .utf8)
    }

    /// Keeps the stream of a passing run for `key`; a cache that cannot be written is only slower.
    func save(_ stream: String, for key: String) {
        try? FileManager.default.removeItem(at: keyURL)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard (try? Data(stream.utf8).write(to: streamURL, options: .atomic)) != nil else { return }
        try? Data(key.utf8).write(to: keyURL, options: .atomic)
    }
}
