import HeadlessUIKit
import Scenario

/// MVP builds 003's cart in the seed's own MVP shape: its scene is the screen.
extension MVPArchitecture: CartBuilding {
    public static func makeCartScreen(environment: CartEnvironment) -> UIViewController {
        CartViewController(environment: environment)
    }
}
