import Foundation
import HeadlessUIKit
import MVCVM
import Shared
import Testing

// MVCVM: `SystemMessagesViewModel` is observable state and commands; the test calls the commands
// the controller forwards and reads the rows the bindings would read. The layout is the view's,
// so that case needs the kit.

@MainActor
@Suite("MVCVM: SystemMessagesViewModel")
struct SystemMessagesViewModelTests {
    let server = makeMessagesServer()
    let viewModel: SystemMessagesViewModel

    init() {
        viewModel = SystemMessagesViewModel(apiManager: server)
        viewModel.fetchMessages()
        server.deliverPending()
    }

    private func layout(_ row: SystemMessageItemViewModel) -> SystemMessageCell.Layout {
        SystemMessageCell.layout(
            title: row.title, publishedTime: row.publishedTime, author: row.author, content: row.content,
            isExpanded: row.isExpanded)
    }

    /// LogicCase: messages: frames and heights
    @Test("messages: frames and heights, collapsed and expanded")
    func messagesLayout() {
        let collapsed = layout(viewModel.rows[0])
        #expect(collapsed.title == CGRect(x: 15, y: 15, width: 60, height: 18))
        #expect(collapsed.time == CGRect(x: 15, y: 43, width: 130, height: 10))
        #expect(collapsed.content == CGRect(x: 15, y: 63, width: 312, height: 15))
        #expect(collapsed.height == 143)
        #expect(viewModel.rows[0].timeText == "2016-03-08 20:30 安全中心")
        viewModel.toggleMore(messageID: 101)
        #expect(layout(viewModel.rows[0]).content.height == 30)
        #expect(layout(viewModel.rows[0]).height == 158)
        #expect(viewModel.rows[0].moreText == "收起")
    }

    /// LogicCase: messages: one receipt, undone when it fails
    @Test("messages: one receipt, undone when it fails")
    func messagesReadReceipt() {
        server.fail(.readMessage, message: "已读失败")
        viewModel.toggleMore(messageID: 101)
        #expect(viewModel.rows[0].isUnread == false, "read at once")
        viewModel.toggleMore(messageID: 101)
        viewModel.toggleMore(messageID: 101)
        #expect(server.requests(to: .readMessage).count == 1, "one receipt while it is in flight")
        server.deliverPending()
        #expect(viewModel.rows[0].isUnread)
        #expect(viewModel.toasts.isEmpty, "quietly")
        viewModel.toggleMore(messageID: 101)
        viewModel.toggleMore(messageID: 101)
        #expect(server.requests(to: .readMessage).count == 2, "sent again after the failure")
        server.deliverPending()
        #expect(viewModel.rows[0].isUnread == false)
        viewModel.toggleMore(messageID: 102)
        #expect(server.requests(to: .readMessage).count == 2, "a read message sends none")
    }

    /// LogicCase: messages: a refresh keeps state
    @Test("messages: a refresh keeps expansion and reads")
    func messagesRefreshKeepsState() {
        server.hold(.readMessage)
        viewModel.toggleMore(messageID: 101)
        viewModel.refresh()
        viewModel.refresh()
        #expect(server.requests(to: .systemMessages).count == 2, "one fetch at a time")
        server.deliverPending()
        #expect(viewModel.rows[0].isExpanded)
        #expect(viewModel.rows[0].isUnread == false, "read here, whatever the answer says")
        #expect(viewModel.rows[1].isExpanded == false)
        let messages = server.systemMessages
        server.fillSystemMessages([messages[1]])
        viewModel.refresh()
        server.deliverPending()
        server.fillSystemMessages(
            messages.map {
                SystemMessageModel(
                    messageID: $0.messageID, author: $0.author, title: $0.title, content: $0.content,
                    publishedTime: $0.publishedTime, isRead: false)
            })
        viewModel.refresh()
        server.deliverPending()
        #expect(
            viewModel.rows[0].isUnread == false,
            "read here: a refresh that dropped it and one that brought it back unread")
        #expect(viewModel.rows[0].isExpanded == false, "dropped, its expansion went with it")
        #expect(viewModel.rows[1].isUnread, "not read here: what the latest answer says")
    }
}
