import HeadlessUIKit
import Scenario

/// The baseline builds 004's goods home page as one view controller.
extension MassiveMVCArchitecture: GoodsBuilding {
    public static func makeGoodsScreen(environment: GoodsEnvironment) -> UIViewController {
        GoodsVC(environment: environment)
    }
}
