import HeadlessUIKit
import Scenario

/// MVC builds 004's login: its scene is the screen.
extension MVCArchitecture: LoginBuilding {
    public static func makeLoginScreen(environment: LoginEnvironment) -> UIViewController {
        LoginViewController(environment: environment)
    }
}
