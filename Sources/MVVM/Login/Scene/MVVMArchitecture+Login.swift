import HeadlessUIKit
import Scenario

/// MVVM builds 004's login: its scene is the screen. Dialect: binding (an `@Observable` view model).
extension MVVMArchitecture: LoginBuilding {
    public static func makeLoginScreen(environment: LoginEnvironment) -> UIViewController {
        LoginViewController(environment: environment)
    }
}
