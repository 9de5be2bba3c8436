import HeadlessUIKit
import Scenario

/// The baseline builds both lists with one view controller that branches on the list it shows.
extension MassiveMVCArchitecture: FriendsBuilding {
    public static func makeFriendListScreen(userId: Int, environment: FriendsEnvironment) -> UIViewController {
        UserListVC(userId: userId, isFollowList: false, environment: environment)
    }

    public static func makeFollowListScreen(userId: Int, environment: FriendsEnvironment) -> UIViewController {
        UserListVC(userId: userId, isFollowList: true, environment: environment)
    }
}
