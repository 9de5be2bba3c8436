import HeadlessUIKit

/// An architecture that builds article 002's system messages.
@MainActor
public protocol MessagesBuilding: Architecture {
    /// The system messages screen, ready to be pushed on a navigation controller.
    static func makeMessagesScreen(environment: MessagesEnvironment) -> UIViewController
}
