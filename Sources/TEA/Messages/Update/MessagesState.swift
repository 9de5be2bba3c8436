import Shared

/// 002's system messages as one value: the messages as the latest answer gives them, which rows
/// are expanded and which messages were read here (kept apart from what the server says), and the
/// fetch in flight. 002's frame model is not here: laying a row out needs fonts, which are the
/// view's; the state says what each row shows.
public struct MessagesState: Program, Equatable {
    /// One row as the view shows it: every text, and what its layout depends on.
    public struct Row: Equatable, Identifiable {
        public let id: Int
        public let title: String
        /// "2016-03-11 11:24 聚保小秘书", or either alone when the other is empty.
        public let timeText: String
        public let publishedTime: String
        public let author: String
        public let content: String
        public let isExpanded: Bool
        public let isUnread: Bool

        public var moreText: String { isExpanded ? "收起" : "查看详情" }
    }

    /// A fetch in flight: the first one or a 重试, or a pull to refresh.
    public enum Fetch: Equatable {
        case load
        case refresh
    }

    public enum Message: Equatable {
        /// The first fetch, and a 重试.
        case load
        case refresh
        case loaded(Result<[SystemMessageModel], RequestError>)
        case tapMore(messageID: Int)
        case receiptFailed(messageID: Int)
    }

    public enum Command: Equatable {
        case fetchMessages
        case markRead(messageID: Int)
        /// The list scrolls so that the message's row is the last one shown.
        case scrollTo(messageID: Int)
        case toast(String)
    }

    private var messages: [SystemMessageModel] = []
    private var expandedIDs: Set<Int> = []
    /// The messages read on this screen: their receipt is in flight or landed.
    private var readIDs: Set<Int> = []
    public private(set) var fetch: Fetch?
    /// The HUD: from a load or a 重试 until the fetch in flight ends.
    public private(set) var isLoading = false
    public private(set) var errorMessage: String?
    public private(set) var hasLoaded = false

    public init() {}

    public let emptyText = "暂无系统消息"
    public var isEmpty: Bool { hasLoaded && messages.isEmpty }

    public var rows: [Row] {
        messages.map { message in
            Row(
                id: message.messageID, title: message.title,
                timeText: [message.publishedTime, message.author].filter { !$0.isEmpty }.joined(separator: " "),
                publishedTime: message.publishedTime, author: message.author, content: message.content,
                isExpanded: expandedIDs.contains(message.messageID),
                isUnread: !message.isRead && !readIDs.contains(message.messageID))
        }
    }

    public mutating func update(_ message: Message) -> [Command] {
        switch message {
        case .load:
            isLoading = true
            errorMessage = nil
            return startFetch(.load)
        case .refresh:
            return startFetch(.refresh)
        case .loaded(let result):
            let wasRefresh = fetch == .refresh
            fetch = nil
            isLoading = false
            switch result {
            case .success(let answer):
                hasLoaded = true
                errorMessage = nil
                messages = answer
                expandedIDs.formIntersection(answer.map(\.messageID))
                return []
            case .failure(let error) where wasRefresh:
                return [.toast(error.message)]
            case .failure(let error):
                errorMessage = error.message
                return []
            }
        case .tapMore(let messageID):
            guard let row = rows.first(where: { $0.id == messageID }) else { return [] }
            if row.isExpanded {
                expandedIDs.remove(messageID)
                return [.scrollTo(messageID: messageID)]
            }
            expandedIDs.insert(messageID)
            guard row.isUnread else { return [.scrollTo(messageID: messageID)] }
            readIDs.insert(messageID)
            return [.scrollTo(messageID: messageID), .markRead(messageID: messageID)]
        case .receiptFailed(let messageID):
            readIDs.remove(messageID)
            return []
        }
    }

    private mutating func startFetch(_ kind: Fetch) -> [Command] {
        guard fetch == nil else { return [] }
        fetch = kind
        return [.fetchMessages]
    }
}
