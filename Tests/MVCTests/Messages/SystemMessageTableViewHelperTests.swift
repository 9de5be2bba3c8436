import Foundation
import HeadlessUIKit
import MVC
import Shared
import Testing

// MVC: the texts and the layout are `SystemMessageCellHelper`'s, tested alone; expanding, the
// receipts and the refresh are `SystemMessageTableViewHelper`'s, which is also the table's data
// source and hears the cells' taps, so those tests build a `UITableView` and tap its cells.

@MainActor
@Suite("MVC: SystemMessageCellHelper and SystemMessageTableViewHelper")
struct SystemMessageTableViewHelperTests {
    let server = makeMessagesServer()
    let tableView = UITableView(identifier: "systemMessageList")
    /// Kept here because the table holds its data source weakly, as UIKit's does.
    let helper: SystemMessageTableViewHelper

    init() {
        helper = SystemMessageTableViewHelper(tableView: tableView, apiManager: server)
        helper.fetchData()
        server.deliverPending()
    }

    private func tapMore(row: Int) {
        (tableView.cellForRow(at: IndexPath(row: row, section: 0))?.firstView(withIdentifier: "messageCell.more")
            as? UIButton)?.tap()
    }

    private func isUnread(row: Int) -> Bool {
        tableView.cellForRow(at: IndexPath(row: row, section: 0))?.firstView(withIdentifier: "messageCell.unread")?
            .isVisibleOnScreen ?? false
    }

    private func height(row: Int) -> CGFloat { tableView.rectForRow(at: IndexPath(row: row, section: 0)).height }

    /// LogicCase: messages: frames and heights
    @Test("messages: frames and heights, collapsed and expanded")
    func messagesLayout() {
        let cellHelper = SystemMessageCellHelper(message: server.systemMessages[0])
        #expect(cellHelper.layout.title == CGRect(x: 15, y: 15, width: 60, height: 18))
        #expect(cellHelper.layout.time == CGRect(x: 15, y: 43, width: 130, height: 10))
        #expect(cellHelper.layout.content == CGRect(x: 15, y: 63, width: 312, height: 15))
        #expect(cellHelper.layout.height == 143)
        #expect(cellHelper.timeText == "2016-03-08 20:30 安全中心")
        cellHelper.isExpanded = true
        #expect(cellHelper.layout.content.height == 30)
        #expect(cellHelper.layout.height == 158)
        #expect(cellHelper.moreText == "收起")
    }

    /// LogicCase: messages: one receipt, undone when it fails
    @Test("messages: one receipt, undone when it fails")
    func messagesReadReceipt() {
        server.fail(.readMessage, message: "已读失败")
        tapMore(row: 0)
        #expect(!isUnread(row: 0), "read at once")
        #expect(height(row: 0) == 158)
        tapMore(row: 0)
        tapMore(row: 0)
        #expect(server.requests(to: .readMessage).count == 1, "one receipt while it is in flight")
        server.deliverPending()
        #expect(isUnread(row: 0))
        tapMore(row: 0)
        tapMore(row: 0)
        #expect(server.requests(to: .readMessage).count == 2, "sent again after the failure")
        server.deliverPending()
        #expect(!isUnread(row: 0))
        tapMore(row: 1)
        #expect(server.requests(to: .readMessage).count == 2, "a read message sends none")
    }

    /// LogicCase: messages: a refresh keeps state
    @Test("messages: a refresh keeps expansion and reads")
    func messagesRefreshKeepsState() {
        server.hold(.readMessage)
        tapMore(row: 0)
        tableView.pullToRefresh()
        #expect(server.requests(to: .systemMessages).count == 2)
        server.deliverPending()
        #expect(height(row: 0) == 158, "still expanded")
        #expect(!isUnread(row: 0), "read here, whatever the answer says")
        #expect(height(row: 1) == 143)
        let messages = server.systemMessages
        server.fillSystemMessages([messages[1]])
        tableView.pullToRefresh()
        server.deliverPending()
        server.fillSystemMessages(
            messages.map {
                SystemMessageModel(
                    messageID: $0.messageID, author: $0.author, title: $0.title, content: $0.content,
                    publishedTime: $0.publishedTime, isRead: false)
            })
        tableView.pullToRefresh()
        server.deliverPending()
        #expect(!isUnread(row: 0), "read here: a refresh that dropped it and one that brought it back unread")
        #expect(height(row: 0) == 143, "dropped, its expansion went with it")
        #expect(isUnread(row: 1), "not read here: what the latest answer says")
    }
}
