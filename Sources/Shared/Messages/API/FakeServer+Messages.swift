/// The system messages' data on the fake server: the login user's messages, in order.
final class SystemMessageData: ServerData {
    var messages: [SystemMessageModel] = []

    required init() {}
}

/// The system messages' endpoints.
extension FakeServer: SystemMessageAPIManager {
    /// Puts the messages in the login user's inbox, replacing what it held.
    public func fillSystemMessages(_ messages: [SystemMessageModel]) {
        data(SystemMessageData.self).messages = messages
    }

    /// The messages as the server holds them now.
    public var systemMessages: [SystemMessageModel] { data(SystemMessageData.self).messages }

    public func fetchSystemMessages(completion: @escaping APICompletion<[SystemMessageModel]>) {
        answer(.systemMessages, completion) { data(SystemMessageData.self).messages }
    }

    public func markMessageRead(messageID: Int, completion: @escaping APICompletion<Void>) {
        let inbox = data(SystemMessageData.self)
        answer(.readMessage(messageID), completion) {
            guard let index = inbox.messages.firstIndex(where: { $0.messageID == messageID }) else {
                throw APIError(message: "没有这条消息")
            }
            inbox.messages[index] = inbox.messages[index].read()
        }
    }
}
