/// How the navigation bar draws its background while a controller is on top, as UIKit's
/// (`navigationItem.standardAppearance`): the default, opaque, or transparent.
@MainActor
public final class UINavigationBarAppearance {
    /// The background a `configureWith…Background()` call chose; UIKit keeps colours and an effect
    /// instead, the kit keeps which call was made so a test can read it.
    public enum Background: Sendable {
        case `default`, opaque, transparent
    }

    public private(set) var background = Background.default

    public init() {}

    public func configureWithDefaultBackground() {
        background = .default
    }

    public func configureWithOpaqueBackground() {
        background = .opaque
    }

    public func configureWithTransparentBackground() {
        background = .transparent
    }
}
