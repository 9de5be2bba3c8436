import Foundation

/// A short hash of the Swift files under some folders of the package (FNV-1a, 64 bits, over the
/// sorted paths and contents): equal exactly when those files are byte for byte the same, which is
/// how the report tells whether a recorded measurement still describes today's code.
public enum SourceFingerprint {
    public static func of(folders: [String], packageRoot: URL) throws(PackageSources.Failure) -> String {
        var files: [(path: String, data: Data)] = []
        for folder in folders {
            let url = packageRoot.appending(path: folder, directoryHint: .isDirectory)
            // A folder that is not there adds nothing, so its fingerprint matches no recorded one.
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            guard let enumerator = FileManager.default.enumerator(atPath: url.path) else {
                throw PackageSources.Failure(description: "cannot list \(url.path)")
            }
            while let relative = enumerator.nextObject() as? String {
                guard relative.hasSuffix(".swift") else { continue }
                let file = url.appending(path: relative)
                guard let data = try? Data(contentsOf: file) else {
                    throw PackageSources.Failure(description: "cannot read \(file.path)")
                }
                files.append(("\(folder)/\(relative)", data))
            }
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for file in files.sorted(by: { $0.path < $1.path }) {
            for byte in Data(file.path.utf8) + [0] + file.data + [0] {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        return String(String(hash, radix: 16).leftPadded(to: 16).prefix(12))
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
