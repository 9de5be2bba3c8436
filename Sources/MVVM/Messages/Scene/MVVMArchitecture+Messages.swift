import HeadlessUIKit
import Scenario

/// MVVM builds 002's system messages in the seed's own shape. Dialect: frame model and
/// DataService, the controller only glue.
extension MVVMArchitecture: MessagesBuilding {
    public static func makeMessagesScreen(environment: MessagesEnvironment) -> UIViewController {
        SystemMessageController(environment: environment)
    }
}
