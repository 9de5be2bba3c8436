import HeadlessUIKit
import Scenario

/// MVC builds 004's goods home page: a scene over a banner module and a list module.
extension MVCArchitecture: GoodsBuilding {
    public static func makeGoodsScreen(environment: GoodsEnvironment) -> UIViewController {
        GoodsViewController(environment: environment)
    }
}
