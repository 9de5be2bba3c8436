import HeadlessUIKit

/// An architecture that builds article 004's login screen.
@MainActor
public protocol LoginBuilding: Architecture {
    /// The login screen, ready to be pushed on a navigation controller. A login opens the logged-in
    /// user's own profile, this architecture's profile screen.
    static func makeLoginScreen(environment: LoginEnvironment) -> UIViewController
}
