import HeadlessUIKit
import Scenario

/// MassiveMVC builds 003's cart: its scene is the screen.
extension MassiveMVCArchitecture: CartBuilding {
    public static func makeCartScreen(environment: CartEnvironment) -> UIViewController {
        CartVC(environment: environment)
    }
}
