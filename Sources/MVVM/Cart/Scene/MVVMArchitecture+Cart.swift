import HeadlessUIKit
import Scenario

/// MVVM builds 003's cart in the seed's own MVVM shape. Dialect: blocks (`initWithBlock`).
extension MVVMArchitecture: CartBuilding {
    public static func makeCartScreen(environment: CartEnvironment) -> UIViewController {
        CartViewController(environment: environment)
    }
}
