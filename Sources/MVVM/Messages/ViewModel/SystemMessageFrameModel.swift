import Foundation
import HeadlessUIKit
import Shared

/// 002's `JBSystemMessageFrameModel`, 猿题库's view model: made from a message and whether the
/// row is expanded, it computes every subview's frame and the cell's height once, so the table
/// asks for a height and the cell lays itself out without measuring anything. Measuring text is
/// UIKit's, so this view model imports the kit, as 002's does through its fonts.
@MainActor
public struct SystemMessageFrameModel: Sendable {
    public let messageModel: SystemMessageModel
    /// 002's `isShowMore`: the row shows its whole content.
    public let isShowMore: Bool

    public let containerFrame: CGRect
    public let titleLabelFrame: CGRect
    public let timeLabelFrame: CGRect
    public let contentLabelFrame: CGRect
    public let moreViewFrame: CGRect
    public let cellHeight: CGFloat

    /// 002's `kJBMessage…` constants.
    static let cellTopMargin: CGFloat = 20
    static let topMargin: CGFloat = 10
    static let cellLeftMargin: CGFloat = 15
    static let titleHeight: CGFloat = 14
    static let timeHeight: CGFloat = 10
    static let infoHeight: CGFloat = 35
    static let titleFont = UIFont.systemFont(ofSize: 15)
    static let timeFont = UIFont.systemFont(ofSize: 10)
    static let sourceFont = UIFont.systemFont(ofSize: 12)

    /// 002's `setMessageModel:`, which lays the row out as it is set.
    public init(messageModel: SystemMessageModel, isShowMore: Bool = false) {
        self.messageModel = messageModel
        self.isShowMore = isShowMore
        let cellWidth = UIScreen.main.bounds.width
        let margin = Self.cellLeftMargin

        let titleSize = Self.size(
            of: messageModel.title, font: Self.titleFont,
            maxSize: CGSize(width: .greatestFiniteMagnitude, height: Self.titleHeight))
        titleLabelFrame = CGRect(origin: CGPoint(x: margin, y: margin), size: titleSize)

        let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: Self.timeHeight)
        let timeSize = Self.size(of: messageModel.publishedTime, font: Self.timeFont, maxSize: unbounded)
        let authorSize = Self.size(of: messageModel.author, font: Self.timeFont, maxSize: unbounded)
        timeLabelFrame = CGRect(
            x: margin, y: titleLabelFrame.maxY + Self.topMargin,
            width: timeSize.width + Self.topMargin + authorSize.width,
            height: Self.timeHeight)

        let contentMaxSize = CGSize(width: cellWidth - margin * 4, height: .greatestFiniteMagnitude)
        let contentSize = Self.size(of: messageModel.content, font: Self.sourceFont, maxSize: contentMaxSize)
        let contentOneLineSize = Self.size(of: "聚保", font: Self.sourceFont, maxSize: contentMaxSize)
        contentLabelFrame = CGRect(
            x: margin, y: timeLabelFrame.maxY + Self.topMargin, width: contentSize.width,
            height: isShowMore ? contentSize.height : contentOneLineSize.height)

        moreViewFrame = CGRect(
            x: 0, y: contentLabelFrame.maxY + Self.topMargin, width: cellWidth - margin * 2, height: Self.infoHeight)

        containerFrame = CGRect(
            x: margin, y: Self.cellTopMargin, width: moreViewFrame.width, height: moreViewFrame.maxY)
        cellHeight = containerFrame.minY + containerFrame.height
    }

    /// The time line, "2016-03-11 11:24 聚保小秘书", or either alone when the other is empty.
    public var timeText: String {
        [messageModel.publishedTime, messageModel.author].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The more button's title: it expands a collapsed row and collapses an expanded one.
    public var moreTitle: String { isShowMore ? "收起" : "查看详情" }

    public var isUnread: Bool { !messageModel.isRead }

    /// The seed's `sizeWithfont:maxSize:` category.
    private static func size(of text: String, font: UIFont, maxSize: CGSize) -> CGSize {
        (text as NSString).boundingRect(
            with: maxSize, options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil
        ).size
    }
}
