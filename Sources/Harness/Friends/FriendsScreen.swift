import Catalog
import Foundation
import HeadlessUIKit
import Scenario
import Shared

/// The suite's user on the Q&A's friend and follow lists: it taps a row's right button, its delete
/// button and its avatar, retries a failed fetch, and reads each row as the one cell shows it.
@MainActor
public final class FriendsScreen: ScreenRobot {
    /// Which of the two lists the robot opens.
    public enum List: String, CaseIterable, Sendable, CustomStringConvertible {
        case friends
        case follows

        public var description: String { rawValue }
    }

    public init(
        _ architecture: ArchitectureEntry, list: List = .friends, userId: Int = Fixture.loginUserId,
        server: FakeServer = Fixture.friendsServer()
    ) {
        super.init(server: server)
        let environment = FriendsEnvironment(api: server, userAPI: server, loginUserId: server.loginUserId)
        switch list {
        case .friends: show(architecture.makeFriendListScreen(userId: userId, environment: environment))
        case .follows: show(architecture.makeFollowListScreen(userId: userId, environment: environment))
        }
    }

    // MARK: - Reading

    public var table: UITableView? { find("userList") as? UITableView }

    /// A row as a person reads it: the one cell's parts, whichever list it is in.
    public struct Row: Equatable, Sendable, CustomStringConvertible {
        /// The avatar's image name.
        public var avatar: String?
        public var name: String?
        public var isVip: Bool
        public var signature: String?
        /// The friends in common, "" when there are none.
        public var friendCount: String?
        /// The right button's title.
        public var right: String?
        /// Whether the right button has its selected look (000's `switchRightButtonColor:YES`).
        public var isRightSelected: Bool
        /// The delete button's image name, nil while the button is hidden.
        public var delete: String?
        public var height: Double

        public init(
            avatar: String?, name: String?, isVip: Bool, signature: String?, friendCount: String?, right: String?,
            isRightSelected: Bool, delete: String?, height: Double
        ) {
            self.avatar = avatar
            self.name = name
            self.isVip = isVip
            self.signature = signature
            self.friendCount = friendCount
            self.right = right
            self.isRightSelected = isRightSelected
            self.delete = delete
            self.height = height
        }

        public var description: String {
            "\(name ?? "–")\(isVip ? " (VIP)" : "") [\(right ?? "–")\(isRightSelected ? ", selected" : "")]"
                + (delete.map { " [\($0)]" } ?? "")
        }
    }

    public func row(_ index: Int) -> Row? {
        guard let table, let cell = cell(index, of: table) else { return nil }
        func label(_ part: String) -> String? { text("userCell.\(part)", in: cell) }
        func button(_ part: String) -> UIButton? {
            guard let button = cell.firstView(withIdentifier: "userCell.\(part)") as? UIButton,
                button.isVisibleOnScreen
            else { return nil }
            return button
        }
        return Row(
            avatar: button("avatar")?.currentImage?.name, name: label("name"),
            isVip: cell.firstView(withIdentifier: "userCell.vip")?.isVisibleOnScreen ?? false,
            signature: label("signature"), friendCount: label("friendCount"), right: button("right")?.currentTitle,
            isRightSelected: button("right")?.isSelected ?? false, delete: button("delete")?.currentImage?.name,
            height: Double(table.rectForRow(at: IndexPath(row: index, section: 0)).height))
    }

    /// The rows in the list's window, top to bottom.
    public var rows: [Row] { (table?.visibleRows ?? 0..<0).compactMap { row($0) } }

    /// The rows as their description reads, for example ["Alice (VIP) [好友, selected]"].
    public var items: [String] { rows.map(\.description) }

    /// The message an empty list shows, nil when it shows none.
    public var emptyMessage: String? { text("userList.empty") }

    /// The error message the list shows, nil when it shows none.
    public var errorMessage: String? { errorMessage(in: "userList") }

    // MARK: - Acting

    public func tapRight(row index: Int) { tap("userCell.right", row: index, of: table) }

    public func tapDelete(row index: Int) { tap("userCell.delete", row: index, of: table) }

    public func tapAvatar(row index: Int) { tap("userCell.avatar", row: index, of: table) }

    public func scroll(toRow row: Int) { scroll(toRow: row, of: table) }

    /// A tap on the "重试" button of the list's error view.
    public func retry() { retry(in: "userList") }
}
