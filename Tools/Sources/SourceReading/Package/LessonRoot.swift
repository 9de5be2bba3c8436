import Foundation

/// The lesson's root a command measures: `--package-path` when given, else the current directory,
/// or its parent when the command runs from the lab's own folder (`Tools/`).
public enum LessonRoot {
    public static func resolve(_ packagePath: String?, currentDirectory: URL) -> URL {
        if let packagePath { return URL(fileURLWithPath: packagePath, relativeTo: currentDirectory) }
        let parent = currentDirectory.deletingLastPathComponent()
        let isLab =
            !exists(currentDirectory.appending(path: "SCENARIO.md"))
            && exists(parent.appending(path: RepositoryPaths.mutantSwitch))
        return isLab ? parent : currentDirectory
    }

    private static func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }
}
