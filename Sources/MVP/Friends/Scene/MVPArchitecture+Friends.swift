import HeadlessUIKit
import Scenario

/// MVP builds the Q&A's two lists as one view over one cell: each list's presenter chooses its row
/// presenter.
extension MVPArchitecture: FriendsBuilding {
    public static func makeFriendListScreen(userId: Int, environment: FriendsEnvironment) -> UIViewController {
        UserListViewController(
            title: "好友",
            presenter: .friends(userId: userId, apiManager: environment.api, loginUserId: environment.loginUserId),
            environment: environment)
    }

    public static func makeFollowListScreen(userId: Int, environment: FriendsEnvironment) -> UIViewController {
        UserListViewController(
            title: "关注",
            presenter: .follows(userId: userId, apiManager: environment.api, loginUserId: environment.loginUserId),
            environment: environment)
    }
}
