import Foundation
import HeadlessUIKit
import MassiveMVC
import Scenario
import Shared
import Testing

// MassiveMVC: every rule of the messages, the layout included, is inside `SystemMessageVC`, so the
// only way to test one is the whole screen: build it through the architecture's entry, tap its
// cells and read them, and the heights its table was given.

@MainActor
@Suite("MassiveMVC: SystemMessageVC")
struct SystemMessageVCTests {
    let server = makeMessagesServer()
    let navigation = UINavigationController()
    let screen: UIViewController

    init() {
        screen = MassiveMVCArchitecture.makeMessagesScreen(environment: MessagesEnvironment(api: server))
        navigation.pushViewController(screen, animated: false)
        server.deliverPending()
    }

    private var tableView: UITableView { screen.view.firstView(withIdentifier: "systemMessageList") as! UITableView }

    private func view(_ identifier: String, row: Int) -> UIView? {
        tableView.cellForRow(at: IndexPath(row: row, section: 0))?.firstView(withIdentifier: identifier)
    }

    private func tapMore(row: Int) { (view("messageCell.more", row: row) as? UIButton)?.tap() }
    private func isUnread(row: Int) -> Bool { view("messageCell.unread", row: row)?.isVisibleOnScreen ?? false }
    private func height(row: Int) -> CGFloat { tableView.rectForRow(at: IndexPath(row: row, section: 0)).height }

    /// LogicCase: messages: frames and heights
    @Test("messages: frames and heights, collapsed and expanded")
    func messagesLayout() {
        #expect(view("messageCell.title", row: 0)?.frame == CGRect(x: 15, y: 15, width: 60, height: 18))
        #expect(view("messageCell.time", row: 0)?.frame == CGRect(x: 15, y: 43, width: 130, height: 10))
        #expect(view("messageCell.content", row: 0)?.frame == CGRect(x: 15, y: 63, width: 312, height: 15))
        #expect(height(row: 0) == 143)
        #expect((view("messageCell.time", row: 0) as? UILabel)?.text == "2016-03-08 20:30 安全中心")
        tapMore(row: 0)
        #expect(view("messageCell.content", row: 0)?.frame.height == 30)
        #expect(height(row: 0) == 158)
        #expect((view("messageCell.more", row: 0) as? UIButton)?.currentTitle == "收起")
    }

    /// LogicCase: messages: one receipt, undone when it fails
    @Test("messages: one receipt, undone when it fails")
    func messagesReadReceipt() {
        server.fail(.readMessage, message: "已读失败")
        tapMore(row: 0)
        #expect(!isUnread(row: 0), "read at once")
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
        tableView.pullToRefresh()
        #expect(server.requests(to: .systemMessages).count == 2, "one fetch at a time")
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
