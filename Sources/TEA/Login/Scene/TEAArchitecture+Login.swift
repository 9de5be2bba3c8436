import HeadlessUIKit
import Scenario

/// TEA builds 004's login form: `LoginState` in the place of 004's `SULoginViewModel`.
extension TEAArchitecture: LoginBuilding {
    public static func makeLoginScreen(environment: LoginEnvironment) -> UIViewController {
        LoginViewController(environment: environment)
    }
}
