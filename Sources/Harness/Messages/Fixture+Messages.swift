import Shared

extension Fixture {
    /// Twelve messages, more than the list's window: contents of three lines, one line, two
    /// lines and none, read and unread, and one-digit days and hours as the server sends them.
    public static let systemMessages: [SystemMessageModel] =
        [
            SystemMessageModel(
                messageID: 101, author: "聚保小秘书", title: "系统升级通知",
                content: String(repeating: "系统将于今晚升级维护请提前保存", count: 4),
                publishedTime: "2016-03-11 11:24", isRead: false),
            SystemMessageModel(
                messageID: 102, author: "运营", title: "活动提醒", content: "周末活动报名开始啦", publishedTime: "2016-03-9 9:05",
                isRead: true),
            SystemMessageModel(
                messageID: 103, author: "安全中心", title: "账户安全", content: String(repeating: "您的账户在新设备登录", count: 3),
                publishedTime: "2016-03-08 20:30", isRead: false),
            SystemMessageModel(
                messageID: 104, author: "客服", title: "没有正文的消息", content: "", publishedTime: "2016-03-07 8:00",
                isRead: false),
        ]
        + (5...12).map {
            SystemMessageModel(
                messageID: 100 + $0, author: "聚保", title: "消息\($0)",
                content: String(repeating: "第\($0)条消息的内容", count: $0 % 3 + 1),
                publishedTime: "2016-02-\(30 - $0) 10:00", isRead: $0 % 2 == 0)
        }

    /// A server whose login user's inbox holds `messages`.
    @MainActor
    public static func messagesServer(messages: [SystemMessageModel] = systemMessages) -> FakeServer {
        let server = FakeServer(loginUserId: loginUserId)
        server.fillSystemMessages(messages)
        return server
    }
}

extension Fixture {
    /// A message that arrives while a person reads the list, unread, with an id no message of the
    /// server has.
    @MainActor
    public static func newSystemMessage(on server: FakeServer) -> SystemMessageModel {
        let id = (server.systemMessages.map(\.messageID).max() ?? 0) + 1
        return SystemMessageModel(
            messageID: id, author: "聚保", title: "新消息\(id)", content: "刚刚到的消息", publishedTime: "2016-03-12 8:00",
            isRead: false)
    }
}
