import HeadlessUIKit
import Scenario
import Shared

/// TEA builds the Q&A's two lists as one scene over one cell, each list with its row
/// implementation, `FriendRow` or `FollowRow`: 000's two `HHUserCellViewModel`s as values.
extension TEAArchitecture: FriendsBuilding {
    public static func makeFriendListScreen(userId: Int, environment: FriendsEnvironment) -> UIViewController {
        UserListViewController<FriendRow>(userId: userId, environment: environment) {
            $0.fetchFriends(userId: $1, completion: $2)
        }
    }

    public static func makeFollowListScreen(userId: Int, environment: FriendsEnvironment) -> UIViewController {
        UserListViewController<FollowRow>(userId: userId, environment: environment) {
            $0.fetchFollows(userId: $1, completion: $2)
        }
    }
}
