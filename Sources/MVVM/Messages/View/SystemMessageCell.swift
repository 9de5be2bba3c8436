import Foundation
import HeadlessUIKit
import Shared

/// 002's `JBSystemMessageCell`: it creates its subviews and no logic; setting `frameModel` puts
/// each text and each frame where the frame model says. "查看详情" goes to its delegate.
public final class SystemMessageCell: UITableViewCell {
    public static let reuseID = "JBSystemMessageCell"
    public weak var delegate: (any SystemMessageDelegate)?
    private let container = UIView(identifier: "messageCell.container")
    private let titleLabel = UILabel(identifier: "messageCell.title")
    private let timeLabel = UILabel(identifier: "messageCell.time")
    private let contentLabel = UILabel(identifier: "messageCell.content")
    private let moreView = UIButton(identifier: "messageCell.more")
    private let unreadView = UIImageView(identifier: "messageCell.unread")

    /// 002's `setFrameModel:`.
    public var frameModel: SystemMessageFrameModel? {
        didSet {
            guard let frameModel else { return }
            container.frame = frameModel.containerFrame
            titleLabel.text = frameModel.messageModel.title
            titleLabel.frame = frameModel.titleLabelFrame
            timeLabel.text = frameModel.timeText
            timeLabel.frame = frameModel.timeLabelFrame
            contentLabel.text = frameModel.messageModel.content
            contentLabel.frame = frameModel.contentLabelFrame
            moreView.frame = frameModel.moreViewFrame
            moreView.setTitle(frameModel.moreTitle, for: .normal)
            unreadView.isHidden = !frameModel.isUnread
        }
    }

    public required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        setUpCell()
    }

    private func setUpCell() {
        titleLabel.font = .systemFont(ofSize: 15)
        timeLabel.font = .systemFont(ofSize: 10)
        contentLabel.font = .systemFont(ofSize: 12)
        contentLabel.numberOfLines = 0
        unreadView.image = UIImage(named: "message_unread")
        for subview in [titleLabel, timeLabel, contentLabel, moreView, unreadView] { container.addSubview(subview) }
        contentView.addSubview(container)
        moreView.addAction(UIAction { [weak self] _ in self?.moreInformation() }, for: .touchUpInside)
    }

    private func moreInformation() {
        guard let frameModel else { return }
        delegate?.moreInformation(frameModel)
    }
}
