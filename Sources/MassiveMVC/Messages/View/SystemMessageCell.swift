import Foundation
import HeadlessUIKit
import Shared

/// A system message row as a massive view controller's cell: it takes the message and formats it
/// itself, and puts its subviews where the controller's layout says.
public final class SystemMessageCell: UITableViewCell {
    public var onMore: (() -> Void)?
    private let container = UIView(identifier: "messageCell.container")
    private let titleLabel = UILabel(identifier: "messageCell.title")
    private let timeLabel = UILabel(identifier: "messageCell.time")
    private let contentLabel = UILabel(identifier: "messageCell.content")
    private let moreButton = UIButton(identifier: "messageCell.more")
    private let unreadView = UIImageView(identifier: "messageCell.unread")

    public required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.font = SystemMessageVC.titleFont
        timeLabel.font = SystemMessageVC.timeFont
        contentLabel.font = SystemMessageVC.contentFont
        contentLabel.numberOfLines = 0
        unreadView.image = UIImage(named: "message_unread")
        for subview in [titleLabel, timeLabel, contentLabel, moreButton, unreadView] { container.addSubview(subview) }
        contentView.addSubview(container)
        moreButton.addAction(UIAction { [weak self] _ in self?.onMore?() }, for: .touchUpInside)
    }

    public func configure(
        with message: SystemMessageModel, isExpanded: Bool, isUnread: Bool, layout: SystemMessageVC.RowLayout
    ) {
        titleLabel.text = message.title
        timeLabel.text = [message.publishedTime, message.author].filter { !$0.isEmpty }.joined(separator: " ")
        contentLabel.text = message.content
        moreButton.setTitle(isExpanded ? "收起" : "查看详情", for: .normal)
        unreadView.isHidden = !isUnread
        container.frame = layout.container
        titleLabel.frame = layout.title
        timeLabel.frame = layout.time
        contentLabel.frame = layout.content
        moreButton.frame = layout.more
    }
}
