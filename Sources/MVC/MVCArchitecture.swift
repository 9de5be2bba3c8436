import HeadlessUIKit
import Scenario

/// The seed's "正确的MVC使用姿势": a scene that composes three self-managing MVC modules.
public enum MVCArchitecture: ProfileBuilding {
    public static let name = "MVC"

    public static func makeProfileScreen(userId: Int, environment: ProfileEnvironment) -> UIViewController {
        UserViewController.instance(userId: userId, environment: environment)
    }
}
