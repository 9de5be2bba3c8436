import Foundation
import HeadlessUIKit
import MVP
import Shared
import Testing

// MVP: the rules live in `SystemMessagePresenter`, tested through a fake `SystemMessageView` that
// records what it is told. The layout is the cell's (the presenter knows no font), so that case
// needs the kit.

@MainActor
@Suite("MVP: SystemMessagePresenter")
struct SystemMessagePresenterTests {
    let server = makeMessagesServer()
    let presenter: SystemMessagePresenter
    let view = FakeView()

    @MainActor
    final class FakeView: SystemMessageView {
        var changedRows: [Int] = []
        var reloads = 0
        func systemMessagePresenterDidStartLoading() {}
        func systemMessagePresenterDidEndLoading() {}
        func systemMessagePresenterDidReload() { reloads += 1 }
        func systemMessagePresenterDidChangeRow(at index: Int, scrollsToIt: Bool) { changedRows.append(index) }
        func systemMessagePresenterDidFail(message: String) {}
        func systemMessagePresenterDidFailToRefresh(message: String) {}
    }

    init() {
        presenter = SystemMessagePresenter(apiManager: server)
        presenter.view = view
        presenter.loadData()
        server.deliverPending()
    }

    /// LogicCase: messages: frames and heights
    @Test("messages: frames and heights, collapsed and expanded")
    func messagesLayout() {
        let collapsed = SystemMessageCell.layout(of: presenter.row(at: 0))
        #expect(collapsed.title == CGRect(x: 15, y: 15, width: 60, height: 18))
        #expect(collapsed.time == CGRect(x: 15, y: 43, width: 130, height: 10))
        #expect(collapsed.content == CGRect(x: 15, y: 63, width: 312, height: 15))
        #expect(collapsed.height == 143)
        #expect(presenter.row(at: 0).timeText == "2016-03-08 20:30 安全中心")
        presenter.didTapMore(messageID: 101)
        let expanded = SystemMessageCell.layout(of: presenter.row(at: 0))
        #expect(expanded.content.height == 30)
        #expect(expanded.height == 158)
        #expect(presenter.row(at: 0).moreText == "收起")
    }

    /// LogicCase: messages: one receipt, undone when it fails
    @Test("messages: one receipt, undone when it fails")
    func messagesReadReceipt() {
        server.fail(.readMessage, message: "已读失败")
        presenter.didTapMore(messageID: 101)
        #expect(presenter.row(at: 0).isUnread == false, "read at once")
        presenter.didTapMore(messageID: 101)
        presenter.didTapMore(messageID: 101)
        #expect(server.requests(to: .readMessage).count == 1, "one receipt while it is in flight")
        server.deliverPending()
        #expect(presenter.row(at: 0).isUnread)
        #expect(view.changedRows == [0, 0, 0, 0])
        presenter.didTapMore(messageID: 101)
        presenter.didTapMore(messageID: 101)
        #expect(server.requests(to: .readMessage).count == 2, "sent again after the failure")
        server.deliverPending()
        #expect(presenter.row(at: 0).isUnread == false)
        presenter.didTapMore(messageID: 102)
        #expect(server.requests(to: .readMessage).count == 2, "a read message sends none")
    }

    /// LogicCase: messages: a refresh keeps state
    @Test("messages: a refresh keeps expansion and reads")
    func messagesRefreshKeepsState() {
        server.hold(.readMessage)
        presenter.didTapMore(messageID: 101)
        presenter.refresh()
        presenter.refresh()
        #expect(server.requests(to: .systemMessages).count == 2, "one fetch at a time")
        server.deliverPending()
        #expect(view.reloads == 2)
        #expect(presenter.row(at: 0).isExpanded)
        #expect(presenter.row(at: 0).isUnread == false, "read here, whatever the answer says")
        #expect(presenter.row(at: 1).isExpanded == false)
        let messages = server.systemMessages
        server.fillSystemMessages([messages[1]])
        presenter.refresh()
        server.deliverPending()
        server.fillSystemMessages(
            messages.map {
                SystemMessageModel(
                    messageID: $0.messageID, author: $0.author, title: $0.title, content: $0.content,
                    publishedTime: $0.publishedTime, isRead: false)
            })
        presenter.refresh()
        server.deliverPending()
        #expect(
            presenter.row(at: 0).isUnread == false,
            "read here: a refresh that dropped it and one that brought it back unread")
        #expect(presenter.row(at: 0).isExpanded == false, "dropped, its expansion went with it")
        #expect(presenter.row(at: 1).isUnread, "not read here: what the latest answer says")
    }
}
