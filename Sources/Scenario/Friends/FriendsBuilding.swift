import HeadlessUIKit

/// An architecture that builds the friend and follow lists of article 000's Q&A: two screens over
/// one cell, each with its own logic behind that cell.
@MainActor
public protocol FriendsBuilding: Architecture {
    /// The user's friends (好友), ready to be pushed on a navigation controller. A row's avatar opens
    /// that user's profile, this architecture's profile screen.
    static func makeFriendListScreen(userId: Int, environment: FriendsEnvironment) -> UIViewController
    /// The users the user follows (关注), ready to be pushed; a row's avatar opens a profile too.
    static func makeFollowListScreen(userId: Int, environment: FriendsEnvironment) -> UIViewController
}
