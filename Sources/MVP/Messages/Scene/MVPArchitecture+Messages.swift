import HeadlessUIKit
import Scenario

/// MVP builds the system messages as a presenter and the view it talks to through a protocol.
extension MVPArchitecture: MessagesBuilding {
    public static func makeMessagesScreen(environment: MessagesEnvironment) -> UIViewController {
        SystemMessageViewController(environment: environment)
    }
}
