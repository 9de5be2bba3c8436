import HeadlessUIKit
import Scenario

/// MVC builds 003's cart with article 000's shape: a scene and one self-managing module.
extension MVCArchitecture: CartBuilding {
    public static func makeCartScreen(environment: CartEnvironment) -> UIViewController {
        CartViewController(environment: environment)
    }
}
