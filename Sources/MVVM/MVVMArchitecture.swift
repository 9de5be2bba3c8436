import HeadlessUIKit
import Scenario

/// The seed's MVVM: view models expose formatted state and commands, views bind to them.
public enum MVVMArchitecture: ProfileBuilding {
    public static let name = "MVVM"

    public static func makeProfileScreen(userId: Int, environment: ProfileEnvironment) -> UIViewController {
        UserViewController.instance(userId: userId, environment: environment)
    }
}
