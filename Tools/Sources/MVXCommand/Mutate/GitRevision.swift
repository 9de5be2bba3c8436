import Foundation

/// The commit a measurement was taken on, as `git` names it, marked when the measured files had
/// changes not yet committed.
enum GitRevision {
    static func describe(packageRoot: URL, paths: [String]) -> String {
        guard let commit = git(["rev-parse", "--short=12", "HEAD"], in: packageRoot), !commit.isEmpty else {
            return "no git commit"
        }
        let changes = git(["status", "--porcelain", "--"] + paths, in: packageRoot) ?? ""
        return changes.isEmpty ? commit : "\(commit) + uncommitted changes"
    }

    private static func git(_ arguments: [String], in directory: URL) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory.path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
