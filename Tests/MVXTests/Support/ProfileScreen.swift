import Catalog
import Foundation
import HeadlessUIKit
import Scenario
import Shared

/// The suite's user: it opens a profile screen of one architecture on a navigation controller,
/// acts on it only as a person would (taps, pulls, scrolls, reading texts by identifier) and lets
/// the run loop and the server turn after each action until nothing is left to do.
@MainActor
final class ProfileScreen {
    let server: FakeServer
    let navigation = UINavigationController()
    private(set) var screen: UIViewController?

    init(_ architecture: ArchitectureEntry, server: FakeServer = Fixture.server(), userId: Int = Fixture.otherUserId) {
        self.server = server
        let screen = architecture.makeProfileScreen(
            userId: userId, environment: ProfileEnvironment(api: server, loginUserId: server.loginUserId))
        self.screen = screen
        navigation.pushViewController(screen, animated: false)
        settle()
    }

    /// Turns the main queue and delivers every answer that is not held, until both are idle.
    func settle() {
        while MainQueue.runUntilIdle() || server.deliverPending() {}
    }

    /// Delivers the oldest held answer of the endpoint, then settles.
    func release(_ endpoint: Request.Endpoint) {
        server.releaseNext(endpoint)
        settle()
    }

    // MARK: - Reading

    var root: UIView { screen!.view }
    var title: String? { screen?.title }

    func find(_ identifier: String, in container: UIView? = nil) -> UIView? {
        (container ?? root).firstView(withIdentifier: identifier)
    }

    /// The text of the label, or nil when there is none or the user cannot see it.
    func text(_ identifier: String, in container: UIView? = nil) -> String? {
        guard let label = find(identifier, in: container) as? UILabel, label.isVisibleOnScreen else { return nil }
        return label.text
    }

    func button(_ identifier: String, in container: UIView? = nil) -> UIButton? {
        find(identifier, in: container) as? UIButton
    }

    func isVisible(_ identifier: String) -> Bool {
        find(identifier)?.isVisibleOnScreen ?? false
    }

    var isHUDShown: Bool { isVisible(ProgressHUD.identifier) }

    /// The error message a module shows, for "userInfo", "blogList" or "draftList".
    func errorMessage(in module: String) -> String? {
        guard let container = find(module) else { return nil }
        return text("errorView.message", in: container)
    }

    var toasts: [String] {
        root.allViews.compactMap { ($0 as? ToastView)?.label.text }
    }

    var alert: UIAlertController? { navigation.presentedViewController as? UIAlertController }

    /// The identifier of the screen on top of the navigation stack, for example "blogDetail.2003".
    var topScreen: String? { navigation.topViewController?.view.accessibilityIdentifier }

    var blogTable: UITableView { find("blogList") as! UITableView }
    var draftTable: UITableView? { find("draftList") as? UITableView }

    /// What a user reads on a visible row of a list.
    struct Row: Equatable {
        var texts: [String: String]
        var isLikeEnabled: Bool?

        subscript(_ key: String) -> String? { texts[key] }
    }

    func row(_ index: Int, of table: UITableView) -> Row? {
        guard let cell = table.cellForRow(at: IndexPath(row: index, section: 0)) else { return nil }
        var texts: [String: String] = [:]
        for case let label as UILabel in cell.allViews {
            if let id = label.accessibilityIdentifier { texts[id] = label.text }
        }
        return Row(texts: texts, isLikeEnabled: cell.allViews.compactMap { $0 as? UIButton }.first?.isEnabled)
    }

    func blogRow(_ index: Int) -> Row? { row(index, of: blogTable) }

    /// The titles of the visible blog rows, top to bottom.
    var visibleBlogTitles: [String] {
        blogTable.visibleRows.compactMap { blogRow($0)?["blogCell.title"] }
    }

    // MARK: - Acting

    func tap(_ identifier: String) {
        button(identifier)?.tap()
        settle()
    }

    func tapLike(row index: Int) {
        guard let cell = blogTable.cellForRow(at: IndexPath(row: index, section: 0)) else { return }
        (cell.firstView(withIdentifier: "blogCell.like") as? UIButton)?.tap()
        settle()
    }

    func pullToRefresh() {
        blogTable.pullToRefresh()
        settle()
    }

    func scrollToBottom() {
        blogTable.scrollToBottom()
        settle()
    }

    func scrollBlogs(toRow row: Int) {
        blogTable.scroll(toRow: row)
        settle()
    }

    func selectBlog(row: Int) {
        blogTable.selectRow(row)
        settle()
    }

    func selectDraft(row: Int) {
        draftTable?.selectRow(row)
        settle()
    }

    func selectSegment(_ index: Int) {
        (find("listSwitch") as? UISegmentedControl)?.select(index)
        settle()
    }

    func tapAlertAction(_ title: String) {
        alert?.tapAction(titled: title)
        settle()
    }

    /// Pops the profile screen and lets go of it, as closing it on a device would.
    func close() {
        while navigation.viewControllers.count > 0, navigation.popViewController(animated: false) != nil {}
        screen = nil
        settle()
    }
}
