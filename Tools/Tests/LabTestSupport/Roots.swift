import Foundation

/// Where the tests find the two packages of the repository.
public enum Roots {
    /// The lab: this package, `Tools/`.
    public static let lab = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The lesson: the package whose architectures the lab measures, one folder up.
    public static let lesson = lab.deletingLastPathComponent()
}
