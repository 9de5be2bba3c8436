import HeadlessUIKit
import Scenario

/// TEA builds 003's cart: `CartState` in the place of 003's presenter and view model.
extension TEAArchitecture: CartBuilding {
    public static func makeCartScreen(environment: CartEnvironment) -> UIViewController {
        CartViewController(environment: environment)
    }
}
