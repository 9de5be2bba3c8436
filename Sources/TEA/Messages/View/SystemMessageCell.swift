import Foundation
import HeadlessUIKit

/// A system message row: it renders a row of the state and lays itself out with 002's
/// arithmetic (the frame model's), which needs fonts and so is the view's. Its "查看详情" sends
/// `.tapMore` with the row's message id.
public final class SystemMessageCell: UITableViewCell {
    public static let reuseID = "SystemMessageCell"
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

    public var send: (@MainActor (MessagesState.Message) -> Void)?
    private var messageID: Int?
    private let container = UIView(identifier: "messageCell.container")
    private let titleLabel = UILabel(identifier: "messageCell.title")
    private let timeLabel = UILabel(identifier: "messageCell.time")
    private let contentLabel = UILabel(identifier: "messageCell.content")
    private let moreButton = UIButton(identifier: "messageCell.more")
    private let unreadView = UIImageView(identifier: "messageCell.unread")

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
        moreButton.addAction(
            UIAction { [weak self] _ in self?.messageID.map { self?.send?(.tapMore(messageID: $0)) } },
            for: .touchUpInside)
    }

    public func render(_ row: MessagesState.Row) {
        messageID = row.id
        titleLabel.text = row.title
        timeLabel.text = row.timeText
        contentLabel.text = row.content
        moreButton.setTitle(row.moreText, for: .normal)
        unreadView.isHidden = !row.isUnread
        let layout = Self.layout(of: row)
        container.frame = layout.container
        titleLabel.frame = layout.title
        timeLabel.frame = layout.time
        contentLabel.frame = layout.content
        moreButton.frame = layout.more
    }

    public static func layout(of row: MessagesState.Row) -> Layout {
        func size(_ text: String, _ font: UIFont, _ maxSize: CGSize) -> CGSize {
            (text as NSString).boundingRect(
                with: maxSize, options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil
            ).size
        }
        let width = UIScreen.main.bounds.width
        let title = CGRect(
            origin: CGPoint(x: Self.cellLeftMargin, y: Self.cellLeftMargin),
            size: size(row.title, titleFont, CGSize(width: CGFloat.greatestFiniteMagnitude, height: Self.titleHeight)))
        let line = CGSize(width: CGFloat.greatestFiniteMagnitude, height: Self.timeHeight)
        let time = CGRect(
            x: Self.cellLeftMargin, y: title.maxY + Self.topMargin,
            width: size(row.publishedTime, timeFont, line).width + Self.topMargin
                + size(row.author, timeFont, line).width,
            height: Self.timeHeight)
        let contentMax = CGSize(width: width - Self.cellLeftMargin * 4, height: CGFloat.greatestFiniteMagnitude)
        let contentSize = size(row.content, contentFont, contentMax)
        let content = CGRect(
            x: Self.cellLeftMargin, y: time.maxY + Self.topMargin, width: contentSize.width,
            height: row.isExpanded ? contentSize.height : size("聚保", contentFont, contentMax).height)
        let more = CGRect(
            x: 0, y: content.maxY + Self.topMargin, width: width - Self.cellLeftMargin * 2, height: Self.infoHeight)
        let container = CGRect(
            x: Self.cellLeftMargin, y: Self.cellTopMargin, width: more.width, height: more.maxY)
        return Layout(
            container: container, title: title, time: time, content: content, more: more, height: container.maxY)
    }
}
