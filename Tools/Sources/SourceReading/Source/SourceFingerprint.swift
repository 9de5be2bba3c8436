import Foundation

/// A short hash of the code under some folders and in some files of the package (FNV-1a, 64 bits, over the sorted
/// paths and each file's code lines, trimmed, as the lexer finds them): it changes with any code
/// line, string literals included, and not with comment lines, blank lines or indentation, which
/// no compiled program and no measurement of it can see. The report uses it to tell whether a
/// recorded measurement still describes today's code.
///
/// `excludingFolders` leaves out every file with a folder of that name on its path (another
/// screen's part of a shared target), `excludingFiles` the files at those paths.
public enum SourceFingerprint {
    public static func of(
        folders: [String], packageRoot: URL, excludingFolders: Set<String> = [], excludingFiles: Set<String> = []
    ) throws(LabError) -> String {
        var files: [(path: String, digest: UInt64)] = []
        for folder in folders {
            let url = packageRoot.appending(path: folder)
            // A folder that is not there adds nothing, so its fingerprint matches no recorded one.
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            let relatives: [String]
            if isDirectory.boolValue {
                guard let enumerator = FileManager.default.enumerator(atPath: url.path) else {
                    throw LabError("cannot list \(url.path)")
                }
                relatives = enumerator.allObjects.compactMap { $0 as? String }
            } else {
                relatives = [""]
            }
            for relative in relatives {
                let file = relative.isEmpty ? url : url.appending(path: relative)
                guard file.path.hasSuffix(".swift") else { continue }
                let path = relative.isEmpty ? folder : "\(folder)/\(relative)"
                if excludingFiles.contains(path) { continue }
                if relative.split(separator: "/").dropLast().contains(where: { excludingFolders.contains(String($0)) })
                {
                    continue
                }
                guard let data = try? Data(contentsOf: file), let digest = codeDigests.digest(of: data) else {
                    throw LabError("cannot read \(file.path) as UTF-8")
                }
                files.append((path, digest))
            }
        }
        var hash = FNV1a()
        for file in files.sorted(by: { $0.path < $1.path }) {
            hash.add(Data(file.path.utf8) + [0])
            withUnsafeBytes(of: file.digest.littleEndian) { hash.add($0) }
        }
        return String(String(hash.value, radix: 16).leftPadded(to: 16).prefix(12))
    }

    /// Each file's code digest, kept by its bytes: the report fingerprints every unit, and most
    /// units share most files, so each text is lexed once per process.
    private static let codeDigests = CodeDigests()
}

/// The digest of a file's code lines, trimmed, without comments or blank lines.
private final class CodeDigests: @unchecked Sendable {
    private let lock = NSLock()
    private var digests: [Data: UInt64] = [:]

    func digest(of data: Data) -> UInt64? {
        if let known = lock.withLock({ digests[data] }) { return known }
        guard let text = String(data: data, encoding: .utf8) else { return nil }
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n")
            .split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" })
        let code = zip(lines, SwiftLexer(text).lineKinds).filter { $0.1 == .code }
            .map { $0.0.trimmingCharacters(in: .whitespaces) }
        var hash = FNV1a()
        hash.add(code.joined(separator: "\n").utf8)
        lock.withLock { digests[data] = hash.value }
        return hash.value
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
