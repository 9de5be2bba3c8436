import HeadlessUIKit
import Scenario
final class UserViewController: UIViewController {
    static func instance(userId: Int, environment: ProfileEnvironment) -> UserViewController { UserViewController() }
}
