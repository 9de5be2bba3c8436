import HeadlessUIKit
import Scenario

/// MassiveMVC builds 004's login: its scene is the screen.
extension MassiveMVCArchitecture: LoginBuilding {
    public static func makeLoginScreen(environment: LoginEnvironment) -> UIViewController {
        LoginVC(environment: environment)
    }
}
