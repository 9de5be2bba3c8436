import HeadlessUIKit

/// An architecture that builds article 003's cart.
@MainActor
public protocol CartBuilding: Architecture {
    /// The cart screen, ready to be pushed on a navigation controller.
    static func makeCartScreen(environment: CartEnvironment) -> UIViewController
}
