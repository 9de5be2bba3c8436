import Catalog
import Foundation
import HeadlessUIKit
import Scenario
import Shared

/// The suite's user (and the report's) on article 000's profile: it opens a profile screen of one
/// architecture on a navigation controller, acts on it only as a person would (taps, pulls, scrolls,
/// reading texts by identifier) and lets the run loop and the server turn after each action until
/// nothing is left to do.
@MainActor
public final class ProfileScreen: ScreenRobot {
    public init(
        _ architecture: ArchitectureEntry, server: FakeServer = Fixture.server(), userId: Int = Fixture.otherUserId,
        asksBeforeUnfollow: Bool = true, loadsViewBeforePush: Bool = false
    ) {
        super.init(server: server)
        show(
            architecture.makeProfileScreen(
                userId: userId,
                environment: ProfileEnvironment(
                    api: server, friendAPI: server, loginUserId: server.loginUserId,
                    asksBeforeUnfollow: asksBeforeUnfollow)),
            loadsViewBeforePush: loadsViewBeforePush)
    }

    // MARK: - Reading

    /// Whether the pull-to-refresh spinner still turns.
    public var isRefreshSpinning: Bool { blogTable.header?.isRefreshing ?? false }

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
        guard let cell = cell(index, of: table) else { return nil }
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

    public func tapLike(row index: Int) { tap("blogCell.like", row: index, of: blogTable) }

    public func pullToRefresh() {
        blogTable.pullToRefresh()
        settle()
    }

    public func scrollToBottom() {
        blogTable.scrollToBottom()
        settle()
    }

    public func scrollBlogs(toRow row: Int) { scroll(toRow: row, of: blogTable) }

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
}
