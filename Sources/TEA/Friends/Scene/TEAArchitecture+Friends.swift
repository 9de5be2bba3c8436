import HeadlessUIKit
import Scenario

/// TEA builds the Q&A's two lists as one scene over one cell: each list's effects choose its row
/// implementation, `FriendRow` or `FollowRow`, 000's two `HHUserCellViewModel`s as values.
extension TEAArchitecture: FriendsBuilding {
    public static func makeFriendListScreen(userId: Int, environment: FriendsEnvironment) -> UIViewController {
        UserListViewController(
            userId: userId, effects: .friends(api: environment.api), environment: environment)
    }

    public static func makeFollowListScreen(userId: Int, environment: FriendsEnvironment) -> UIViewController {
        UserListViewController(
            userId: userId, effects: .follows(api: environment.api), environment: environment)
    }
}
