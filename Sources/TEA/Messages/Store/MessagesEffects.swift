import Shared

/// Runs the messages' requests over the shared API and answers each with a message; a receipt
/// that lands answers nothing, the message is read already. Scrolling and the toast are the view's.
@MainActor
public struct MessagesEffects {
    let api: any SystemMessageAPIManager

    public init(api: any SystemMessageAPIManager) {
        self.api = api
    }

    public func run(_ command: MessagesState.Command, send: @escaping @MainActor (MessagesState.Message) -> Void) {
        switch command {
        case .fetchMessages:
            api.fetchSystemMessages { send(.loaded($0.answer)) }
        case .markRead(let messageID):
            api.markMessageRead(messageID: messageID) { result in
                if case .failure = result { send(.receiptFailed(messageID: messageID)) }
            }
        case .scrollTo, .toast:
            break
        }
    }
}
