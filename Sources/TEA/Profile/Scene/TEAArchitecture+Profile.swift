import HeadlessUIKit
import Scenario

/// TEA builds 000's profile as three modules, each a state, a store and a view, composed by the
/// scene as 000's proper MVC composes its three.
extension TEAArchitecture: ProfileBuilding {
    public static func makeProfileScreen(userId: Int, environment: ProfileEnvironment) -> UIViewController {
        UserViewController.instance(userId: userId, environment: environment)
    }
}
