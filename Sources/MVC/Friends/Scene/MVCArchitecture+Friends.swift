import HeadlessUIKit
import Scenario

/// MVC builds the Q&A's two lists as one scene over one cell: each list's table-view helper chooses
/// its cell helper.
extension MVCArchitecture: FriendsBuilding {
    public static func makeFriendListScreen(userId: Int, environment: FriendsEnvironment) -> UIViewController {
        UserListViewController(title: "好友", environment: environment) {
            .friends(tableView: $0, userId: userId, apiManager: environment.api, loginUserId: environment.loginUserId)
        }
    }

    public static func makeFollowListScreen(userId: Int, environment: FriendsEnvironment) -> UIViewController {
        UserListViewController(title: "关注", environment: environment) {
            .follows(tableView: $0, userId: userId, apiManager: environment.api, loginUserId: environment.loginUserId)
        }
    }
}
