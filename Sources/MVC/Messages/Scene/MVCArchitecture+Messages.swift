import HeadlessUIKit
import Scenario

/// MVC builds the system messages as a scene and a self-managing table-view helper.
extension MVCArchitecture: MessagesBuilding {
    public static func makeMessagesScreen(environment: MessagesEnvironment) -> UIViewController {
        SystemMessageViewController(environment: environment)
    }
}
