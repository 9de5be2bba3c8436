import Observation
import Shared

/// The messages' VM: it loads and refreshes the messages, keeps which rows are expanded and which
/// were read here, and sends and undoes the read receipts. Its state is observable; it knows no
/// view type and calls no one back.
@MainActor
@Observable
public final class SystemMessagesViewModel {
    // MARK: Outputs

    /// The rows: a fetched list replaces the array, an expansion or a read receipt changes one row.
    public private(set) var rows: [SystemMessageItemViewModel] = []
    /// A first fetch or a 重试 is in flight (the HUD's); a refresh has its own spinner.
    public private(set) var isLoading = false
    public private(set) var isFetching = false
    public private(set) var errorMessage: String?
    /// Messages of refreshes that failed, until the controller has shown them.
    public private(set) var toasts: [String] = []
    private var hasLoaded = false
    /// The messages read on this screen: their receipt is in flight or landed.
    private var readIDs: Set<Int> = []
    /// The messages the latest answer says are read.
    private var readByServer: Set<Int> = []
    public let emptyText = "暂无系统消息"
    public var isEmpty: Bool { hasLoaded && rows.isEmpty }

    @ObservationIgnored private let apiManager: any SystemMessageAPIManager

    public init(apiManager: any SystemMessageAPIManager) {
        self.apiManager = apiManager
    }

    // MARK: Inputs

    /// The first fetch, and a 重试; a 重试 while a refresh is in flight waits for it, under the HUD.
    public func fetchMessages() {
        isLoading = true
        errorMessage = nil
        guard !isFetching else { return }
        fetch(isRefresh: false)
    }

    public func refresh() {
        guard !isFetching else { return }
        fetch(isRefresh: true)
    }

    /// A tap on a row's "查看详情" or "收起".
    public func toggleMore(messageID: Int) {
        guard let row = row(messageID) else { return }
        let sendsReceipt = !row.isExpanded && row.isUnread
        row.isExpanded.toggle()
        guard sendsReceipt else { return }
        row.message = row.message.read()
        readIDs.insert(messageID)
        apiManager.markMessageRead(messageID: messageID) { [weak self] result in
            guard let self, case .failure = result else { return }
            readIDs.remove(messageID)
            guard let row = self.row(messageID) else { return }
            row.message = row.message.read(readByServer.contains(messageID))
        }
    }

    public func didShowToasts() {
        toasts.removeAll()
    }

    // MARK: - Private

    private func fetch(isRefresh: Bool) {
        isFetching = true
        apiManager.fetchSystemMessages { [weak self] result in
            guard let self else { return }
            isFetching = false
            isLoading = false
            switch result {
            case .success(let messages):
                readByServer = Set(messages.filter(\.isRead).map(\.messageID))
                let before = Dictionary(rows.map { ($0.messageID, $0) }, uniquingKeysWith: { first, _ in first })
                rows = messages.map { message in
                    let old = before[message.messageID]
                    return SystemMessageItemViewModel(
                        message: message.read(message.isRead || readIDs.contains(message.messageID)),
                        isExpanded: old?.isExpanded ?? false)
                }
                hasLoaded = true
                errorMessage = nil
            case .failure(let error):
                if isRefresh { toasts.append(error.message) } else { errorMessage = error.message }
            }
        }
    }

    private func row(_ messageID: Int) -> SystemMessageItemViewModel? {
        rows.first { $0.messageID == messageID }
    }
}
