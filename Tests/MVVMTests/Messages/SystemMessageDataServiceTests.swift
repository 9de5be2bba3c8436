import Foundation
import MVVM
import Shared
import Testing

// MVVM: 002's parts, each alone. `SystemMessageFrameModel` is made from a message and read; the
// `SystemMessageDataService` is asked to load and to update, and its array and the indexes it
// answers are read. No table, no cell, no controller.

@MainActor
@Suite("MVVM: SystemMessageFrameModel and SystemMessageDataService")
struct SystemMessageDataServiceTests {
    let server = makeMessagesServer()
    let dataService: SystemMessageDataService

    init() {
        dataService = SystemMessageDataService(apiManager: server)
        dataService.requestSystemMessageData { _ in }
        server.deliverPending()
    }

    /// LogicCase: messages: frames and heights
    @Test("messages: frames and heights, collapsed and expanded")
    func messagesLayout() {
        let message = server.systemMessages[0]
        let collapsed = SystemMessageFrameModel(messageModel: message)
        #expect(collapsed.titleLabelFrame == CGRect(x: 15, y: 15, width: 60, height: 18))
        #expect(collapsed.timeLabelFrame == CGRect(x: 15, y: 43, width: 130, height: 10))
        #expect(collapsed.contentLabelFrame == CGRect(x: 15, y: 63, width: 312, height: 15))
        #expect(collapsed.moreViewFrame == CGRect(x: 0, y: 88, width: 345, height: 35))
        #expect(collapsed.containerFrame == CGRect(x: 15, y: 20, width: 345, height: 123))
        #expect(collapsed.cellHeight == 143)
        #expect(collapsed.timeText == "2016-03-08 20:30 安全中心")
        #expect(collapsed.moreTitle == "查看详情")
        let expanded = SystemMessageFrameModel(messageModel: message, isShowMore: true)
        #expect(expanded.contentLabelFrame.height == 30)
        #expect(expanded.cellHeight == 158)
        #expect(expanded.moreTitle == "收起")
    }

    /// LogicCase: messages: one receipt, undone when it fails
    @Test("messages: one receipt, undone when it fails")
    func messagesReadReceipt() {
        var indexes: [Int] = []
        var failed: [Int] = []
        dataService.readReceiptDidFail = { failed.append($0) }
        server.fail(.readMessage, message: "已读失败")
        dataService.updateModel(dataService.systemMessageArray[0]) { indexes.append($0) }
        #expect(indexes == [0])
        #expect(dataService.systemMessageArray[0].isShowMore)
        #expect(!dataService.systemMessageArray[0].isUnread, "read at once")
        dataService.updateModel(dataService.systemMessageArray[0]) { indexes.append($0) }
        dataService.updateModel(dataService.systemMessageArray[0]) { indexes.append($0) }
        #expect(server.requests(to: .readMessage).count == 1, "one receipt while it is in flight")
        server.deliverPending()
        #expect(failed == [0])
        #expect(dataService.systemMessageArray[0].isUnread)
        dataService.updateModel(dataService.systemMessageArray[0]) { indexes.append($0) }
        dataService.updateModel(dataService.systemMessageArray[0]) { indexes.append($0) }
        #expect(server.requests(to: .readMessage).count == 2, "sent again after the failure")
        server.deliverPending()
        #expect(!dataService.systemMessageArray[0].isUnread)
        dataService.updateModel(dataService.systemMessageArray[1]) { indexes.append($0) }
        #expect(indexes.last == 1)
        #expect(server.requests(to: .readMessage).count == 2, "a read message sends none")
    }

    /// LogicCase: messages: a refresh keeps state
    @Test("messages: a refresh keeps expansion and reads")
    func messagesRefreshKeepsState() {
        server.hold(.readMessage)
        dataService.updateModel(dataService.systemMessageArray[0]) { _ in }
        dataService.requestSystemMessageData { _ in }
        dataService.requestSystemMessageData { _ in }
        #expect(server.requests(to: .systemMessages).count == 2, "one fetch at a time")
        server.deliverPending()
        #expect(dataService.systemMessageArray[0].isShowMore)
        #expect(!dataService.systemMessageArray[0].isUnread, "read here, whatever the answer says")
        #expect(!dataService.systemMessageArray[1].isShowMore)
        let messages = server.systemMessages
        server.fillSystemMessages([messages[1]])
        dataService.requestSystemMessageData { _ in }
        server.deliverPending()
        server.fillSystemMessages(
            messages.map {
                SystemMessageModel(
                    messageID: $0.messageID, author: $0.author, title: $0.title, content: $0.content,
                    publishedTime: $0.publishedTime, isRead: false)
            })
        dataService.requestSystemMessageData { _ in }
        server.deliverPending()
        #expect(
            !dataService.systemMessageArray[0].isUnread,
            "read here: a refresh that dropped it and one that brought it back unread")
        #expect(!dataService.systemMessageArray[0].isShowMore, "dropped, its expansion went with it")
        #expect(dataService.systemMessageArray[1].isUnread, "not read here: what the latest answer says")
    }
}
