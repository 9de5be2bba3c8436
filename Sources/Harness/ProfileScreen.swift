import Catalog
import Foundation
import HeadlessUIKit
import Scenario
import Shared

/// The suite's user (and the report's): it opens a profile screen of one architecture on a navigation controller,
/// acts on it only as a person would (taps, pulls, scrolls, reading texts by identifier) and lets
/// the run loop and the server turn after each action until nothing is left to do.
@MainActor
public final class ProfileScreen {
    public let server: FakeServer
    public let navigation = UINavigationController()
    public private(set) var screen: UIViewController?

    public init(
        _ architecture: ArchitectureEntry, server: FakeServer = Fixture.server(), userId: Int = Fixture.otherUserId,
        asksBeforeUnfollow: Bool = true, loadsViewBeforePush: Bool = false
    ) {
        self.server = server
        NSTimeZone.default = Self.deviceTimeZone
        let screen = architecture.makeProfileScreen(
            userId: userId,
            environment: ProfileEnvironment(
                api: server, loginUserId: server.loginUserId, asksBeforeUnfollow: asksBeforeUnfollow))
        self.screen = screen
        if loadsViewBeforePush {
            // A prefetched or storyboard-made controller: its view, and so its modules, load
            // and get their answers before it is on any navigation stack.
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

    public var isHUDShown: Bool { isVisible(MBProgressHUD.identifier) }

    /// Whether the pull-to-refresh spinner still turns.
    public var isRefreshSpinning: Bool { blogTable.header?.isRefreshing ?? false }

    /// The error message a module shows, for "userInfo", "blogList" or "draftList".
    public func errorMessage(in module: String) -> String? {
        guard let container = find(module) else { return nil }
        return text("errorView.message", in: container)
    }

    public var toasts: [String] {
        root.allViews.compactMap { ($0 as? ToastView)?.label.text }
    }

    public var alert: UIAlertController? { navigation.presentedViewController as? UIAlertController }

    /// The identifier of the screen on top of the navigation stack, for example "blogDetail.2003".
    public var topScreen: String? { navigation.topViewController?.view.accessibilityIdentifier }

    public var blogTable: UITableView { find("blogList") as! UITableView }
    public var draftTable: UITableView? { find("draftList") as? UITableView }

    /// What a user (or a UI test) reads on a visible row of a list.
    public struct Row: Equatable {
        /// The cell's accessibility identifier, by which a UI test finds rows of its kind.
        public var cellIdentifier: String?
        public var texts: [String: String]
        /// The title of the row's button, if it has one.
        public var buttonTitle: String?
        public var isLikeEnabled: Bool?

        public subscript(_ key: String) -> String? { texts[key] }
    }

    public func row(_ index: Int, of table: UITableView) -> Row? {
        guard let cell = table.cellForRow(at: IndexPath(row: index, section: 0)) else { return nil }
        var texts: [String: String] = [:]
        for case let label as UILabel in cell.allViews {
            if let id = label.accessibilityIdentifier { texts[id] = label.text }
        }
        let button = cell.allViews.compactMap { $0 as? UIButton }.first
        return Row(
            cellIdentifier: cell.accessibilityIdentifier, texts: texts, buttonTitle: button?.currentTitle,
            isLikeEnabled: button?.isEnabled)
    }

    public func blogRow(_ index: Int) -> Row? { row(index, of: blogTable) }

    /// The titles of the visible blog rows, top to bottom.
    public var visibleBlogTitles: [String] {
        blogTable.visibleRows.compactMap { blogRow($0)?["blogCell.title"] }
    }

    // MARK: - Acting

    public func tap(_ identifier: String) {
        button(identifier)?.tap()
        settle()
    }

    public func tapLike(row index: Int) {
        guard let cell = blogTable.cellForRow(at: IndexPath(row: index, section: 0)) else { return }
        (cell.firstView(withIdentifier: "blogCell.like") as? UIButton)?.tap()
        settle()
    }

    public func pullToRefresh() {
        blogTable.pullToRefresh()
        settle()
    }

    public func scrollToBottom() {
        blogTable.scrollToBottom()
        settle()
    }

    public func scrollBlogs(toRow row: Int) {
        blogTable.scroll(toRow: row)
        settle()
    }

    public func selectBlog(row: Int) {
        blogTable.selectRow(row)
        settle()
    }

    public func selectDraft(row: Int) {
        draftTable?.selectRow(row)
        settle()
    }

    public func selectSegment(_ index: Int) {
        (find("listSwitch") as? UISegmentedControl)?.select(index)
        settle()
    }

    public func tapAlertAction(_ title: String) {
        alert?.tapAction(titled: title)
        settle()
    }

    /// Pops the profile screen and lets go of it, as closing it on a device would.
    public func close() {
        while navigation.viewControllers.count > 0, navigation.popViewController(animated: false) != nil {}
        screen = nil
        settle()
    }
}
