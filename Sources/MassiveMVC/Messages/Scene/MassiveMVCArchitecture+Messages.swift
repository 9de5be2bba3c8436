import HeadlessUIKit
import Scenario

/// MassiveMVC builds the system messages as one view controller.
extension MassiveMVCArchitecture: MessagesBuilding {
    public static func makeMessagesScreen(environment: MessagesEnvironment) -> UIViewController {
        SystemMessageVC(environment: environment)
    }
}
