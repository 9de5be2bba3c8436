import HeadlessUIKit
import Scenario

/// MVCVM builds the system messages as a view model, a layout-only view and the controller that
/// binds them.
extension MVCVMArchitecture: MessagesBuilding {
    public static func makeMessagesScreen(environment: MessagesEnvironment) -> UIViewController {
        SystemMessageViewController(environment: environment)
    }
}
