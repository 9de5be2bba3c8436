import HeadlessUIKit
import Scenario

/// MVVM builds the Q&A's two lists as one scene over one cell: each list chooses its row view
/// model. Dialect: binding (`@Observable` view models).
extension MVVMArchitecture: FriendsBuilding {
    public static func makeFriendListScreen(userId: Int, environment: FriendsEnvironment) -> UIViewController {
        UserListViewController(
            title: "好友",
            viewModel: .friends(userId: userId, apiManager: environment.api, loginUserId: environment.loginUserId),
            environment: environment)
    }

    public static func makeFollowListScreen(userId: Int, environment: FriendsEnvironment) -> UIViewController {
        UserListViewController(
            title: "关注",
            viewModel: .follows(userId: userId, apiManager: environment.api, loginUserId: environment.loginUserId),
            environment: environment)
    }
}
