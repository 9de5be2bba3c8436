import HeadlessUIKit
import Scenario

/// The seed's MVP: presenters hold the logic and the texts, view controllers lay out and bind.
public enum MVPArchitecture: ProfileBuilding {
    public static let name = "MVP"

    public static func makeProfileScreen(userId: Int, environment: ProfileEnvironment) -> UIViewController {
        UserViewController.instance(userId: userId, environment: environment)
    }
}
