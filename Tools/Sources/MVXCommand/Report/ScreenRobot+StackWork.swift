import Harness
import HeadlessUIKit

extension ScreenRobot {
    /// The UI work of every screen on the navigation stack: a login's own, and the profile it opened.
    var stackWork: UIWork {
        navigation.viewControllers.reduce(UIWork()) { $0 + $1.view.uiWork }
    }
}
