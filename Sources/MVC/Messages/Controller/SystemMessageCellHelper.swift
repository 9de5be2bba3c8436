import Foundation
import HeadlessUIKit
import Shared

/// The C of one message row, as article 000's cell helpers: it keeps the message and whether the
/// row is expanded, formats the texts, and lays the row out with 002's arithmetic, which in MVC
/// is the controller's: the cell only shows what it is given.
@MainActor
public final class SystemMessageCellHelper {
    /// Where the row's subviews go, and its height.
    public struct Layout {
        public var container, title, time, content, more: CGRect
        public var height: CGFloat
    }

    public static let titleFont = UIFont.systemFont(ofSize: 15)
    public static let timeFont = UIFont.systemFont(ofSize: 10)
    public static let contentFont = UIFont.systemFont(ofSize: 12)
    /// 002's `kJBMessage…` constants.
    public static let cellTopMargin: CGFloat = 20
    public static let topMargin: CGFloat = 10
    public static let cellLeftMargin: CGFloat = 15
    public static let titleHeight: CGFloat = 14
    public static let timeHeight: CGFloat = 10
    public static let infoHeight: CGFloat = 35

    /// The message as the latest answer sent it.
    public let message: SystemMessageModel
    public var isExpanded = false
    /// Read on this screen: its receipt is in flight or landed, whatever the answer says.
    public var isReadHere = false

    public init(message: SystemMessageModel) {
        self.message = message
    }

    public var timeText: String {
        [message.publishedTime, message.author].filter { !$0.isEmpty }.joined(separator: " ")
    }
    public var moreText: String { isExpanded ? "收起" : "查看详情" }
    public var isUnread: Bool { !message.isRead && !isReadHere }

    public var layout: Layout {
        func size(_ text: String, _ font: UIFont, _ maxSize: CGSize) -> CGSize {
            (text as NSString).boundingRect(
                with: maxSize, options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil
            ).size
        }
        let width = UIScreen.main.bounds.width
        let title = CGRect(
            origin: CGPoint(x: Self.cellLeftMargin, y: Self.cellLeftMargin),
            size: size(
                message.title, Self.titleFont, CGSize(width: CGFloat.greatestFiniteMagnitude, height: Self.titleHeight))
        )
        let line = CGSize(width: CGFloat.greatestFiniteMagnitude, height: Self.timeHeight)
        let time = CGRect(
            x: Self.cellLeftMargin, y: title.maxY + Self.topMargin,
            width: size(message.publishedTime, Self.timeFont, line).width + Self.topMargin
                + size(message.author, Self.timeFont, line).width,
            height: Self.timeHeight)
        let contentMax = CGSize(width: width - Self.cellLeftMargin * 4, height: CGFloat.greatestFiniteMagnitude)
        let contentSize = size(message.content, Self.contentFont, contentMax)
        let content = CGRect(
            x: Self.cellLeftMargin, y: time.maxY + Self.topMargin, width: contentSize.width,
            height: isExpanded ? contentSize.height : size("聚保", Self.contentFont, contentMax).height)
        let more = CGRect(
            x: 0, y: content.maxY + Self.topMargin, width: width - Self.cellLeftMargin * 2, height: Self.infoHeight)
        let container = CGRect(
            x: Self.cellLeftMargin, y: Self.cellTopMargin, width: more.width, height: more.maxY)
        return Layout(
            container: container, title: title, time: time, content: content, more: more, height: container.maxY)
    }
}
