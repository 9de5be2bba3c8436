import HeadlessUIKit
import Scenario

/// MVCVM builds 003's cart with its module shape: a view model, a layout-only view, and a
/// controller between them.
extension MVCVMArchitecture: CartBuilding {
    public static func makeCartScreen(environment: CartEnvironment) -> UIViewController {
        CartViewController(environment: environment)
    }
}
