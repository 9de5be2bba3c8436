import Foundation
import HeadlessUIKit
import Scenario
import Shared

/// What every screen's robot shares: a fake server, a navigation controller holding the screen,
/// the run loop turned after each action until nothing is left to do, and the reading a person does
/// of any screen (labels, buttons, the HUD, toasts, an alert, the screen on top). Each screen's
/// robot (``ProfileScreen``, ``LoginScreen``) adds its own hands and eyes.
@MainActor
public class ScreenRobot {
    public let server: FakeServer
    public let navigation = UINavigationController()
    public private(set) var screen: UIViewController?

    init(server: FakeServer) {
        self.server = server
        NSTimeZone.default = Self.deviceTimeZone
        OpenedScreens.current?.add(navigation)
    }

    /// Pushes the screen and settles. `loadsViewBeforePush` loads its view, and lets its modules
    /// get their answers, before it is on any navigation stack, as a prefetched or storyboard-made
    /// controller would.
    func show(_ screen: UIViewController, loadsViewBeforePush: Bool = false) {
        self.screen = screen
        if loadsViewBeforePush {
            screen.loadViewIfNeeded()
            settle()
        }
        navigation.pushViewController(screen, animated: false)
        settle()
    }

    /// The time zone of the device the robot holds: far from UTC (UTC+8), so that a date the
    /// screen must show in UTC comes out wrong on any machine when a formatter forgets its zone.
    /// Every screen sets the same zone before it is made, so no spec depends on another's order.
    public static let deviceTimeZone = TimeZone(identifier: "Asia/Shanghai")!

    /// Turns the main queue and delivers every answer that is not held, until both are idle.
    public func settle() {
        while MainQueue.runUntilIdle() || server.deliverPending() {}
        OpenedScreens.current?.update(navigation)
    }

    /// Delivers the oldest held answer of the endpoint, then settles.
    public func release(_ endpoint: Request.Endpoint) {
        server.releaseNext(endpoint)
        settle()
    }

    /// Delivers the newest held answer of the endpoint (a later request overtaking an earlier one), then settles.
    public func releaseLatest(_ endpoint: Request.Endpoint) {
        server.releaseLatest(endpoint)
        settle()
    }

    // MARK: - Reading

    public var root: UIView { screen!.view }
    public var title: String? { screen?.title }

    public func find(_ identifier: String, in container: UIView? = nil) -> UIView? {
        (container ?? root).firstView(withIdentifier: identifier)
    }

    /// The text of the label, or nil when there is none or the user cannot see it.
    public func text(_ identifier: String, in container: UIView? = nil) -> String? {
        guard let label = find(identifier, in: container) as? UILabel, label.isVisibleOnScreen else { return nil }
        return label.text
    }

    public func button(_ identifier: String, in container: UIView? = nil) -> UIButton? {
        find(identifier, in: container) as? UIButton
    }

    public func isVisible(_ identifier: String) -> Bool {
        find(identifier)?.isVisibleOnScreen ?? false
    }

    /// The error message the module or list shows, nil when it shows none.
    public func errorMessage(in module: String) -> String? {
        guard let container = find(module) else { return nil }
        return text("errorView.message", in: container)
    }

    /// The cell the table shows at the row of its only section, nil when the row is off screen.
    public func cell(_ index: Int, of table: UITableView?) -> UITableViewCell? {
        table?.cellForRow(at: IndexPath(row: index, section: 0))
    }

    public var isHUDShown: Bool { isVisible(MBProgressHUD.identifier) }

    public var toasts: [String] {
        root.allViews.compactMap { ($0 as? ToastView)?.label.text }
    }

    public var alert: UIAlertController? { navigation.presentedViewController as? UIAlertController }

    /// Whether the screen is the one in front, where a person can act on it: open, on top of its
    /// stack, and under no alert.
    public var isInFront: Bool { screen != nil && navigation.topViewController === screen && alert == nil }

    /// The identifier of the screen on top of the navigation stack, for example "blogDetail.2003".
    public var topScreen: String? { navigation.topViewController?.view.accessibilityIdentifier }

    /// The view of the screen on top of the navigation stack, to read a screen this one opened.
    public var topView: UIView? { navigation.topViewController?.view }

    // MARK: - Acting

    public func tap(_ identifier: String) {
        button(identifier)?.tap()
        settle()
    }

    /// A tap on a button of the cell at the row, when the row shows.
    public func tap(_ identifier: String, row index: Int, of table: UITableView?) {
        (cell(index, of: table)?.firstView(withIdentifier: identifier) as? UIButton)?.tap()
        settle()
    }

    /// Scrolls the list until the row shows, as a person's swipe would.
    public func scroll(toRow row: Int, of table: UITableView?) {
        table?.scroll(toRow: row)
        settle()
    }

    /// A tap on the "重试" button of a module's or a list's error view.
    public func retry(in module: String) {
        guard let container = find(module) else { return }
        button("errorView.retry", in: container)?.tap()
        settle()
    }

    public func tapAlertAction(_ title: String) {
        alert?.tapAction(titled: title)
        settle()
    }

    /// A tap on the back button: pops the screen on top, unless it is the robot's screen itself.
    public func goBack() {
        guard navigation.viewControllers.count > 1 else { return }
        navigation.popViewController(animated: false)
        settle()
    }

    /// Pops every screen and lets go of them, as closing them on a device would.
    public func close() {
        while navigation.viewControllers.count > 0, navigation.popViewController(animated: false) != nil {}
        screen = nil
        settle()
    }
}
