/// One message row as the presenter hands it to its view: every text formatted, and the state
/// the view needs to lay the row out.
public struct SystemMessageRow: Equatable, Sendable {
    public let messageID: Int
    public let title: String
    /// "2016-03-11 11:24 聚保小秘书", or either alone when the other is empty.
    public let timeText: String
    /// The two parts of the time line, which 002's layout measures apart.
    public let publishedTime: String
    public let author: String
    public let content: String
    public let moreText: String
    public let isExpanded: Bool
    public let isUnread: Bool
}
