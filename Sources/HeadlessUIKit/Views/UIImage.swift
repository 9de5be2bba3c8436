/// An image, known here by its asset name (`UIImage(named:)`).
@MainActor
public final class UIImage {
    /// The asset name; UIKit keeps no such property, the kit keeps it so a test can read it.
    public let name: String

    public init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.name = name
    }
}
