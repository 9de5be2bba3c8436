import Catalog
import Foundation
import HeadlessUIKit
import Scenario
import Shared

/// The suite's user on article 004's goods home page: it scrolls, pulls to refresh, likes, taps a
/// row's avatar, location and comments, selects a row, taps the floating button back to the top,
/// and reads the banners, each row, the footer and the navigation bar's style.
@MainActor
public final class GoodsScreen: ScreenRobot {
    public init(_ architecture: ArchitectureEntry, server: FakeServer = Fixture.goodsServer()) {
        super.init(server: server)
        show(
            architecture.makeGoodsScreen(
                environment: GoodsEnvironment(
                    api: server, userAPI: server, friendAPI: server, loginUserId: server.loginUserId)))
    }

    // MARK: - Reading

    public var table: UITableView? { find("goodsList") as? UITableView }

    /// The image names the header shows, in order.
    public var banners: [String] {
        guard let header = table?.tableHeaderView else { return [] }
        return header.allViews.compactMap { view in
            guard view.isVisibleOnScreen, let imageView = view as? UIImageView else { return nil }
            return imageView.image?.name
        }
    }

    /// The banners' header's frame, of which a table reads only the height.
    public var headerFrame: CGRect? { table?.tableHeaderView?.frame }

    /// A row as a person reads it.
    public struct Row: Equatable, Sendable, CustomStringConvertible {
        /// The avatar's image name.
        public var avatar: String?
        public var nickName: String?
        /// Whether the 芝麻认证 mark shows.
        public var isVerified: Bool
        /// "用户ID:101921".
        public var userId: String?
        public var price: String?
        public var freight: String?
        public var title: String?
        public var location: String?
        /// "赞 12".
        public var like: String?
        public var canLike: Bool
        /// "评论 3".
        public var comments: String?

        public init(
            avatar: String?, nickName: String?, isVerified: Bool, userId: String?, price: String?, freight: String?,
            title: String?, location: String?, like: String?, canLike: Bool, comments: String?
        ) {
            self.avatar = avatar
            self.nickName = nickName
            self.isVerified = isVerified
            self.userId = userId
            self.price = price
            self.freight = freight
            self.title = title
            self.location = location
            self.like = like
            self.canLike = canLike
            self.comments = comments
        }

        public var description: String {
            "\(title ?? "–") \(price ?? "–") \(freight ?? "–") by \(nickName ?? "–") [\(userId ?? "–")]"
                + (isVerified ? " 芝麻" : "") + " \(like ?? "–")" + (canLike ? "" : " (off)") + " \(comments ?? "–")"
        }
    }

    public func row(_ index: Int) -> Row? {
        guard let cell = cell(index, of: table) else { return nil }
        func label(_ part: String) -> String? {
            guard let label = cell.firstView(withIdentifier: "goodsCell.\(part)") as? UILabel,
                label.isVisibleOnScreen
            else { return nil }
            return label.text
        }
        func button(_ part: String) -> UIButton? {
            cell.firstView(withIdentifier: "goodsCell.\(part)") as? UIButton
        }
        return Row(
            avatar: button("avatar")?.currentImage?.name, nickName: label("nickName"),
            isVerified: cell.firstView(withIdentifier: "goodsCell.zm")?.isVisibleOnScreen ?? false,
            userId: label("userId"), price: label("price"), freight: label("freight"), title: label("title"),
            location: button("location")?.currentTitle, like: button("like")?.currentTitle,
            canLike: button("like")?.isEnabled ?? false, comments: button("comments")?.currentTitle)
    }

    /// The rows the window shows, top to bottom.
    public var rows: [Row] { (table?.visibleRows ?? 0..<0).compactMap { row($0) } }

    /// The titles of the rows the window shows.
    public var titles: [String] { rows.map { $0.title ?? "–" } }

    public var numberOfRows: Int { table?.numberOfRows ?? 0 }

    public var visibleRows: Range<Int> { table?.visibleRows ?? 0..<0 }

    /// Whether the load-more footer shows.
    public var isFooterShown: Bool { table?.footer?.isVisibleOnScreen ?? false }

    /// Whether the load-more footer is loading.
    public var isLoadingMore: Bool { table?.footer?.isRefreshing ?? false }

    /// Whether the pull-to-refresh spinner turns.
    public var isRefreshing: Bool { table?.header?.isRefreshing ?? false }

    /// The list's content offset, in points from its top.
    public var contentOffset: Double { Double(table?.contentOffset.y ?? 0) }

    /// How the navigation bar draws its background while the home page is on top.
    public var barBackground: UINavigationBarAppearance.Background {
        screen?.navigationItem.standardAppearance?.background ?? .default
    }

    /// The message an empty list shows, nil when it shows none.
    public var emptyMessage: String? { text("goodsList.empty") }

    /// The error message the list shows, nil when it shows none.
    public var errorMessage: String? { errorMessage(in: "goodsList") }

    // MARK: - Acting

    public func tapLike(row index: Int) { tap("goodsCell.like", row: index, of: table) }

    public func tapAvatar(row index: Int) { tap("goodsCell.avatar", row: index, of: table) }

    public func tapLocation(row index: Int) { tap("goodsCell.location", row: index, of: table) }

    public func tapComments(row index: Int) { tap("goodsCell.comments", row: index, of: table) }

    public func select(row index: Int) {
        table?.selectRow(index)
        settle()
    }

    /// A tap on the floating button that scrolls back to the top.
    public func tapTop() { tap("goods.top") }

    public func pullToRefresh() {
        table?.pullToRefresh()
        settle()
    }

    public func scroll(toRow row: Int) { scroll(toRow: row, of: table) }

    public func scrollToBottom() {
        table?.scrollToBottom()
        settle()
    }

    /// A tap on the "重试" button of the list's error view.
    public func retry() { retry(in: "goodsList") }
}
