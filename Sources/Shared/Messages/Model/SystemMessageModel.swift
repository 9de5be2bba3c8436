/// A system message, as 002's `JBSystemMessageModel`: what a row shows. `isRead` is read-only as
/// in the seed; a message read on the screen is a new value, made by ``read()``.
public struct SystemMessageModel: Sendable, Equatable, Identifiable {
    public let messageID: Int
    public let author: String
    public let title: String
    public let content: String
    /// As the server sends it, for example "2016-03-11 11:24".
    public let publishedTime: String
    public let isRead: Bool

    public var id: Int { messageID }

    public init(messageID: Int, author: String, title: String, content: String, publishedTime: String, isRead: Bool) {
        self.messageID = messageID
        self.author = author
        self.title = title
        self.content = content
        self.publishedTime = publishedTime
        self.isRead = isRead
    }

    /// The same message, read or unread.
    public func read(_ isRead: Bool = true) -> Self {
        Self(
            messageID: messageID, author: author, title: title, content: content, publishedTime: publishedTime,
            isRead: isRead)
    }
}
