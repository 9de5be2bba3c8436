import HeadlessUIKit
import Scenario

/// MVVM builds 002's system messages in the seed's own shape: frame models, a DataService, and
/// a controller that is glue.
extension MVVMArchitecture: MessagesBuilding {
    public static func makeMessagesScreen(environment: MessagesEnvironment) -> UIViewController {
        SystemMessageController(environment: environment)
    }
}
