import HeadlessUIKit
import Scenario

/// MVCVM builds 004's goods home page: a scene over the list's view model, view and controller.
extension MVCVMArchitecture: GoodsBuilding {
    public static func makeGoodsScreen(environment: GoodsEnvironment) -> UIViewController {
        GoodsViewController(environment: environment)
    }
}
