import HeadlessUIKit
import Scenario

/// MVVM builds 004's goods home page: its controller is the screen. Dialect: blocks (success and failure).
extension MVVMArchitecture: GoodsBuilding {
    public static func makeGoodsScreen(environment: GoodsEnvironment) -> UIViewController {
        GoodsViewController(environment: environment)
    }
}
