import Catalog
import Foundation
import HeadlessUIKit
import Scenario
import Shared

/// The suite's user on article 002's system messages: it taps a row's "查看详情" or "收起", pulls to
/// refresh, scrolls, retries a failed fetch, and reads each row as it shows: its texts, how many
/// lines of the content its frame lets through, its unread dot and its height.
@MainActor
public final class MessagesScreen: ScreenRobot {
    public init(_ architecture: ArchitectureEntry, server: FakeServer = Fixture.messagesServer()) {
        super.init(server: server)
        show(architecture.makeMessagesScreen(environment: MessagesEnvironment(api: server)))
    }

    // MARK: - Reading

    public var table: UITableView? { find("systemMessageList") as? UITableView }

    /// A row as a person sees it.
    public struct Row: Equatable, Sendable, CustomStringConvertible {
        public var title: String?
        /// The time and the author, "2016-03-11 11:24 聚保小秘书".
        public var timeLine: String?
        public var content: String?
        /// How many lines of the content show: what the label's frame and line limit let through.
        public var contentLines: Int
        /// "查看详情" on a collapsed row, "收起" on an expanded one.
        public var more: String?
        public var isUnread: Bool
        /// The row's height in the table, from its delegate.
        public var height: Double

        public var description: String {
            "\(title ?? "–") [\(timeLine ?? "–")] \(contentLines) line(s), \(more ?? "–"), height \(height)"
                + (isUnread ? ", unread" : "")
        }
    }

    public func row(_ index: Int) -> Row? {
        guard let table, let cell = cell(index, of: table) else { return nil }
        let content = cell.firstView(withIdentifier: "messageCell.content") as? UILabel
        return Row(
            title: (cell.firstView(withIdentifier: "messageCell.title") as? UILabel)?.text,
            timeLine: (cell.firstView(withIdentifier: "messageCell.time") as? UILabel)?.text,
            content: content?.text, contentLines: content.map(Self.linesShown) ?? 0,
            more: (cell.firstView(withIdentifier: "messageCell.more") as? UIButton)?.currentTitle,
            isUnread: cell.firstView(withIdentifier: "messageCell.unread")?.isVisibleOnScreen ?? false,
            height: Double(table.rectForRow(at: IndexPath(row: index, section: 0)).height))
    }

    /// Where the row's container and the container's subviews are, as the cell placed them, by
    /// part: "container", "title", "time", "content", "more".
    public func frames(_ index: Int) -> [String: CGRect] {
        guard let cell = cell(index, of: table) else { return [:] }
        return Dictionary(
            uniqueKeysWithValues: ["container", "title", "time", "content", "more"].compactMap { part in
                cell.firstView(withIdentifier: "messageCell.\(part)").map { (part, $0.frame) }
            })
    }

    /// The point size of the font of each of the row's labels, by part: "title", "time", "content".
    public func fontSizes(_ index: Int) -> [String: CGFloat] {
        guard let cell = cell(index, of: table) else { return [:] }
        return Dictionary(
            uniqueKeysWithValues: ["title", "time", "content"].compactMap { part in
                (cell.firstView(withIdentifier: "messageCell.\(part)") as? UILabel).map { (part, $0.font.pointSize) }
            })
    }

    /// The rows the window shows, top to bottom.
    public var rows: [Row] { (table?.visibleRows ?? 0..<0).compactMap { row($0) } }

    /// The titles of the rows the window shows.
    public var titles: [String] { rows.map { $0.title ?? "–" } }

    /// The rows the window shows now.
    public var visibleRows: Range<Int> { table?.visibleRows ?? 0..<0 }

    /// The message an empty list shows, nil when it shows none.
    public var emptyMessage: String? { text("systemMessageList.empty") }

    /// The error message the list shows, nil when it shows none.
    public var errorMessage: String? { errorMessage(in: "systemMessageList") }

    /// Whether the pull-to-refresh spinner turns.
    public var isRefreshing: Bool { table?.header?.isRefreshing ?? false }

    /// The list's content offset, in points from its top.
    public var contentOffset: Double { Double(table?.contentOffset.y ?? 0) }

    // MARK: - Acting

    /// A tap on the row's "查看详情" (or "收起").
    public func tapMore(row index: Int) { tap("messageCell.more", row: index, of: table) }

    public func pullToRefresh() {
        table?.pullToRefresh()
        settle()
    }

    public func scroll(toRow row: Int) { scroll(toRow: row, of: table) }

    /// A tap on the "重试" button of the list's error view.
    public func retry() { retry(in: "systemMessageList") }

    // MARK: - Private

    /// The lines a label shows: as many as its frame is tall, no more than its line limit, and
    /// none when it has no text.
    private static func linesShown(_ label: UILabel) -> Int {
        guard let text = label.text, !text.isEmpty, label.isVisibleOnScreen else { return 0 }
        let fitting = Int((label.frame.height / label.font.lineHeight).rounded(.down))
        let needed = Int(
            ((text as NSString).boundingRect(
                with: CGSize(width: label.frame.width, height: .greatestFiniteMagnitude),
                options: .usesLineFragmentOrigin, attributes: [.font: label.font], context: nil
            ).height / label.font.lineHeight).rounded())
        let limit = label.numberOfLines == 0 ? Int.max : label.numberOfLines
        return min(fitting, needed, limit)
    }
}
