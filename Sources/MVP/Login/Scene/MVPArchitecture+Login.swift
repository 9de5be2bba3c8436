import HeadlessUIKit
import Scenario

/// MVP builds 004's login: its scene is the screen.
extension MVPArchitecture: LoginBuilding {
    public static func makeLoginScreen(environment: LoginEnvironment) -> UIViewController {
        LoginViewController(environment: environment)
    }
}
