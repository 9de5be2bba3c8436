import HeadlessUIKit
import Scenario

/// MVCVM builds 004's login: its scene is the screen.
extension MVCVMArchitecture: LoginBuilding {
    public static func makeLoginScreen(environment: LoginEnvironment) -> UIViewController {
        LoginViewController(environment: environment)
    }
}
