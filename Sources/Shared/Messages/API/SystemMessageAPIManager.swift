/// The system messages' server, as every architecture sees it: 002's `JBHttpTool get:
/// JBSystemMessageInfo`, and the read receipt a message sends when it is first read.
@MainActor
public protocol SystemMessageAPIManager: AnyObject {
    /// The login user's system messages, newest first.
    func fetchSystemMessages(completion: @escaping APICompletion<[SystemMessageModel]>)
    /// Tells the server the message has been read.
    func markMessageRead(messageID: Int, completion: @escaping APICompletion<Void>)
}
