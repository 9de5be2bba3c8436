import HeadlessUIKit
import Scenario

/// MVP builds 004's goods home page: its view controller is the screen, over `GoodsPresenter`.
extension MVPArchitecture: GoodsBuilding {
    public static func makeGoodsScreen(environment: GoodsEnvironment) -> UIViewController {
        GoodsViewController(environment: environment)
    }
}
