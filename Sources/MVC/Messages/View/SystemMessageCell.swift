import Foundation
import HeadlessUIKit

/// A system message row: it shows the texts and puts its subviews at the frames its cell helper
/// sets, and reports a tap on "查看详情". It knows no message.
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
        contentLabel.numberOfLines = 0
        unreadView.image = UIImage(named: "message_unread")
        for subview in [titleLabel, timeLabel, contentLabel, moreButton, unreadView] { container.addSubview(subview) }
        contentView.addSubview(container)
        moreButton.addAction(UIAction { [weak self] _ in self?.onMore?() }, for: .touchUpInside)
    }

    public func setFonts(title: UIFont, time: UIFont, content: UIFont) {
        titleLabel.font = title
        timeLabel.font = time
        contentLabel.font = content
    }

    public func setTexts(title: String, time: String, content: String, more: String) {
        titleLabel.text = title
        timeLabel.text = time
        contentLabel.text = content
        moreButton.setTitle(more, for: .normal)
    }

    public func setUnread(_ isUnread: Bool) {
        unreadView.isHidden = !isUnread
    }

    public func setFrames(container: CGRect, title: CGRect, time: CGRect, content: CGRect, more: CGRect) {
        self.container.frame = container
        titleLabel.frame = title
        timeLabel.frame = time
        contentLabel.frame = content
        moreButton.frame = more
    }
}
