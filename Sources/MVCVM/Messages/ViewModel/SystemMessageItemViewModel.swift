import Observation
import Shared

/// One message row's VM: the message, whether the row is expanded, and its texts. Observable, as
/// the other screens' row view models are: the list's view model changes a row in place, and the
/// controller of the cell that shows it hears the change.
@MainActor
@Observable
public final class SystemMessageItemViewModel {
    public internal(set) var message: SystemMessageModel
    public internal(set) var isExpanded: Bool

    public init(message: SystemMessageModel, isExpanded: Bool) {
        self.message = message
        self.isExpanded = isExpanded
    }

    public var messageID: Int { message.messageID }
    public var title: String { message.title }
    public var timeText: String {
        [message.publishedTime, message.author].filter { !$0.isEmpty }.joined(separator: " ")
    }
    /// The two parts of the time line, which 002's layout measures apart.
    public var publishedTime: String { message.publishedTime }
    public var author: String { message.author }
    public var content: String { message.content }
    public var moreText: String { isExpanded ? "收起" : "查看详情" }
    public var isUnread: Bool { !message.isRead }
}
