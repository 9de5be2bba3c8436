import HeadlessUIKit
import Scenario

/// TEA builds 002's system messages: `MessagesState` in the place of 002's view model and
/// DataService; the frame model's arithmetic is the cell's.
extension TEAArchitecture: MessagesBuilding {
    public static func makeMessagesScreen(environment: MessagesEnvironment) -> UIViewController {
        SystemMessageViewController(environment: environment)
    }
}
