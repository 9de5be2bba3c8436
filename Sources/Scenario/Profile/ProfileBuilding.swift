import HeadlessUIKit

/// An architecture that builds article 000's profile screen.
@MainActor
public protocol ProfileBuilding: Architecture {
    /// The profile screen of the user, ready to be pushed on a navigation controller.
    static func makeProfileScreen(userId: Int, environment: ProfileEnvironment) -> UIViewController
}
