import Shared

/// 002's `JBSystemMessageDataService`, between the controller and the view models: it fetches the
/// messages, owns their frame models (read-only to everyone else), and answers an update with the
/// index of the row that changed. It names the view models and the API, never a view.
@MainActor
public final class SystemMessageDataService {
    /// 002: "给外部暴露的systemMessageArray这个数组最好在生命属性的时候加上readonly".
    public private(set) var systemMessageArray: [SystemMessageFrameModel] = []
    /// Called with a row's index when a read receipt failed and the row reads as the server says.
    public var readReceiptDidFail: ((Int) -> Void)?
    private let apiManager: any SystemMessageAPIManager
    /// The messages read on this screen: their receipt is in flight or landed.
    private var readIDs: Set<Int> = []
    /// The messages the latest answer says are read.
    private var readByServer: Set<Int> = []
    private var isRequesting = false

    public init(apiManager: any SystemMessageAPIManager) {
        self.apiManager = apiManager
    }

    /// Fetches the messages and calls back with nil or the failure, unless a fetch is in flight,
    /// whose callback is the one that comes. A message keeps its expansion, and a message read
    /// here stays read, whatever a later answer says.
    public func requestSystemMessageData(callback: @escaping (APIError?) -> Void) {
        guard !isRequesting else { return }
        isRequesting = true
        apiManager.fetchSystemMessages { [weak self] result in
            guard let self else { return }
            isRequesting = false
            switch result {
            case .success(let messages):
                readByServer = Set(messages.filter(\.isRead).map(\.messageID))
                let before = Dictionary(
                    systemMessageArray.map { ($0.messageModel.messageID, $0) }, uniquingKeysWith: { first, _ in first })
                systemMessageArray = messages.map { message in
                    let old = before[message.messageID]
                    return SystemMessageFrameModel(
                        messageModel: message.read(message.isRead || readIDs.contains(message.messageID)),
                        isShowMore: old?.isShowMore ?? false)
                }
                callback(nil)
            case .failure(let error):
                callback(error)
            }
        }
    }

    /// 002's `updateModel:callback:`: replaces the row's frame model with one expanded or collapsed,
    /// read once expanded, and calls back with its index. The first expansion of an unread message
    /// sends its read receipt.
    public func updateModel(_ frameModel: SystemMessageFrameModel, callback: (Int) -> Void) {
        let messageID = frameModel.messageModel.messageID
        guard let index = indexOfMessage(messageID) else { return }
        let old = systemMessageArray[index]
        let isShowMore = !old.isShowMore
        let sendsReceipt = isShowMore && !old.messageModel.isRead
        systemMessageArray[index] = SystemMessageFrameModel(
            messageModel: sendsReceipt ? old.messageModel.read() : old.messageModel, isShowMore: isShowMore)
        if sendsReceipt { readIDs.insert(messageID) }
        callback(index)
        guard sendsReceipt else { return }
        apiManager.markMessageRead(messageID: messageID) { [weak self] result in
            guard let self, case .failure = result else { return }
            readIDs.remove(messageID)
            guard let index = indexOfMessage(messageID) else { return }
            let current = systemMessageArray[index]
            systemMessageArray[index] = SystemMessageFrameModel(
                messageModel: current.messageModel.read(readByServer.contains(messageID)),
                isShowMore: current.isShowMore)
            readReceiptDidFail?(index)
        }
    }

    private func indexOfMessage(_ messageID: Int) -> Int? {
        systemMessageArray.firstIndex { $0.messageModel.messageID == messageID }
    }
}
