import HeadlessUIKit

/// One way of building the profile screen. The suite and the report know an architecture only
/// through this: a name and a screen for a user id, pushed like any other view controller.
@MainActor
public protocol Architecture {
    /// The short name the suite and the report show, for example "MVC".
    nonisolated static var name: String { get }
    /// The profile screen of the user, ready to be pushed on a navigation controller.
    static func makeProfileScreen(userId: Int, environment: ProfileEnvironment) -> UIViewController
}
