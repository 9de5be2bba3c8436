import Foundation
import HeadlessUIKit

/// A system message row, laid out and exposed: its subviews, and 002's arithmetic, which in
/// MVCVM is the view's, from plain values.
public final class SystemMessageCell: UITableViewCell {
    public let container = UIView(identifier: "messageCell.container")
    public let titleLabel = UILabel(identifier: "messageCell.title")
    public let timeLabel = UILabel(identifier: "messageCell.time")
    public let contentLabel = UILabel(identifier: "messageCell.content")
    public let moreButton = UIButton(identifier: "messageCell.more")
    public let unreadView = UIImageView(identifier: "messageCell.unread")
    static let titleFont = UIFont.systemFont(ofSize: 15)
    static let timeFont = UIFont.systemFont(ofSize: 10)
    static let contentFont = UIFont.systemFont(ofSize: 12)
    /// 002's `kJBMessage…` constants.
    static let cellTopMargin: CGFloat = 20
    static let topMargin: CGFloat = 10
    static let cellLeftMargin: CGFloat = 15
    static let titleHeight: CGFloat = 14
    static let timeHeight: CGFloat = 10
    static let infoHeight: CGFloat = 35

    /// Where a row's subviews go, and its height.
    public struct Layout {
        public var container, title, time, content, more: CGRect
        public var height: CGFloat
    }

    public required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.font = Self.titleFont
        timeLabel.font = Self.timeFont
        contentLabel.font = Self.contentFont
        contentLabel.numberOfLines = 0
        unreadView.image = UIImage(named: "message_unread")
        for subview in [titleLabel, timeLabel, contentLabel, moreButton, unreadView] { container.addSubview(subview) }
        contentView.addSubview(container)
    }

    /// Puts the subviews where the layout says.
    public func apply(_ layout: Layout) {
        container.frame = layout.container
        titleLabel.frame = layout.title
        timeLabel.frame = layout.time
        contentLabel.frame = layout.content
        moreButton.frame = layout.more
    }

    public static func layout(
        title titleText: String, publishedTime: String, author: String, content contentText: String, isExpanded: Bool
    ) -> Layout {
        func size(_ text: String, _ font: UIFont, _ maxSize: CGSize) -> CGSize {
            (text as NSString).boundingRect(
                with: maxSize, options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil
            ).size
        }
        let width = UIScreen.main.bounds.width
        let title = CGRect(
            origin: CGPoint(x: Self.cellLeftMargin, y: Self.cellLeftMargin),
            size: size(titleText, titleFont, CGSize(width: CGFloat.greatestFiniteMagnitude, height: Self.titleHeight)))
        let line = CGSize(width: CGFloat.greatestFiniteMagnitude, height: Self.timeHeight)
        let time = CGRect(
            x: Self.cellLeftMargin, y: title.maxY + Self.topMargin,
            width: size(publishedTime, timeFont, line).width + Self.topMargin + size(author, timeFont, line).width,
            height: Self.timeHeight)
        let contentMax = CGSize(width: width - Self.cellLeftMargin * 4, height: CGFloat.greatestFiniteMagnitude)
        let contentSize = size(contentText, contentFont, contentMax)
        let content = CGRect(
            x: Self.cellLeftMargin, y: time.maxY + Self.topMargin, width: contentSize.width,
            height: isExpanded ? contentSize.height : size("聚保", contentFont, contentMax).height)
        let more = CGRect(
            x: 0, y: content.maxY + Self.topMargin, width: width - Self.cellLeftMargin * 2, height: Self.infoHeight)
        let container = CGRect(
            x: Self.cellLeftMargin, y: Self.cellTopMargin, width: more.width, height: more.maxY)
        return Layout(
            container: container, title: title, time: time, content: content, more: more, height: container.maxY)
    }
}
