import HeadlessUIKit
import Scenario

/// TEA builds 004's goods home page: `GoodsState` in the place of 004's view model and its
/// sub-view-models, whose outputs are `GoodsRow`.
extension TEAArchitecture: GoodsBuilding {
    public static func makeGoodsScreen(environment: GoodsEnvironment) -> UIViewController {
        GoodsViewController(environment: environment)
    }
}
