import Shared

/// The messages' presenter: it loads and refreshes the messages, keeps which rows are expanded and
/// which were read here, formats every row, and sends and undoes the read receipts. It knows no
/// view type, so it cannot measure text: laying a row out is the view's.
@MainActor
public final class SystemMessagePresenter: SystemMessageCellDelegate {
    public weak var view: (any SystemMessageView)?
    private let apiManager: any SystemMessageAPIManager
    private var messages: [SystemMessageModel] = []
    private var expandedIDs: Set<Int> = []
    /// The messages read on this screen: their receipt is in flight or landed.
    private var readIDs: Set<Int> = []
    private var isFetching = false

    public init(apiManager: any SystemMessageAPIManager) {
        self.apiManager = apiManager
    }

    public let emptyText = "暂无系统消息"
    public var numberOfRows: Int { messages.count }
    public var isEmpty: Bool { messages.isEmpty }

    public func row(at index: Int) -> SystemMessageRow {
        let message = messages[index]
        let isExpanded = expandedIDs.contains(message.messageID)
        return SystemMessageRow(
            messageID: message.messageID, title: message.title,
            timeText: [message.publishedTime, message.author].filter { !$0.isEmpty }.joined(separator: " "),
            publishedTime: message.publishedTime, author: message.author, content: message.content,
            moreText: isExpanded ? "收起" : "查看详情", isExpanded: isExpanded,
            isUnread: !message.isRead && !readIDs.contains(message.messageID))
    }

    /// The first fetch, and a 重试.
    public func loadData() {
        view?.systemMessagePresenterDidStartLoading()
        fetch(isRefresh: false)
    }

    public func refresh() {
        fetch(isRefresh: true)
    }

    // MARK: - SystemMessageCellDelegate

    public func didTapMore(messageID: Int) {
        guard let index = indexOfMessage(messageID) else { return }
        let expands = !expandedIDs.contains(messageID)
        if expands { expandedIDs.insert(messageID) } else { expandedIDs.remove(messageID) }
        let sendsReceipt = expands && !messages[index].isRead && !readIDs.contains(messageID)
        if sendsReceipt { readIDs.insert(messageID) }
        view?.systemMessagePresenterDidChangeRow(at: index, scrollsToIt: true)
        guard sendsReceipt else { return }
        apiManager.markMessageRead(messageID: messageID) { [weak self] result in
            guard let self, case .failure = result else { return }
            readIDs.remove(messageID)
            guard let index = indexOfMessage(messageID) else { return }
            view?.systemMessagePresenterDidChangeRow(at: index, scrollsToIt: false)
        }
    }

    private func fetch(isRefresh: Bool) {
        guard !isFetching else { return }
        isFetching = true
        apiManager.fetchSystemMessages { [weak self] result in
            guard let self else { return }
            isFetching = false
            view?.systemMessagePresenterDidEndLoading()
            switch result {
            case .failure(let error):
                if isRefresh {
                    view?.systemMessagePresenterDidFailToRefresh(message: error.message)
                } else {
                    view?.systemMessagePresenterDidFail(message: error.message)
                }
            case .success(let answer):
                expandedIDs.formIntersection(answer.map(\.messageID))
                messages = answer
                view?.systemMessagePresenterDidReload()
            }
        }
    }

    private func indexOfMessage(_ messageID: Int) -> Int? {
        messages.firstIndex { $0.messageID == messageID }
    }
}
