import Catalog
import Harness
import Shared
import Testing

/// [SCENARIO.md](../../../../SCENARIO.md#system-messages-002), "System messages (002)": a receipt's
/// answer and a row's expansion belong to their message, found by its id, whatever a refresh put
/// above it or took away meanwhile; the screen is read between the answers.
@MainActor
@Suite("Messages: rows that move", .attachesSnapshots)
struct MessagesRowsThatMoveSpecs {
    /// A read message, new on top of a refreshed list, so that a dot on the wrong row shows.
    private static let newest = SystemMessageModel(
        messageID: 99, author: "聚保", title: "新消息", content: "刚刚到", publishedTime: "2016-03-12 8:00", isRead: true)

    /// Contract: messages.moves, messages.read, messages.refresh
    @Test(
        "A receipt that fails after a refresh put a message on top brings the dot back on its own message",
        arguments: messagesArchitectures)
    func receiptFailsAfterRowsMoved(architecture: ArchitectureEntry) {
        let server = Fixture.messagesServer()
        let screen = MessagesScreen(architecture, server: server)
        server.hold(.readMessage)
        server.fail(.readMessage, message: "已读失败")
        screen.tapMore(row: 0)  // 系统升级通知, unread
        server.fillSystemMessages([Self.newest] + Fixture.systemMessages)
        screen.pullToRefresh()
        #expect(screen.titles.prefix(2) == ["新消息", "系统升级通知"])
        #expect(screen.row(0)?.more == "查看详情", "the new message is not expanded")
        #expect(screen.row(1)?.more == "收起", "the expansion moved with its message")
        #expect(screen.row(1)?.isUnread == false, "read here, its receipt in flight")
        screen.release(.readMessage)
        #expect(screen.row(1)?.isUnread == true, "the dot comes back on its own message")
        #expect(screen.row(0)?.isUnread == false, "and not on the row it had at the tap")
        #expect(screen.row(1)?.more == "收起")
        #expect(screen.toasts.isEmpty)
        screen.tapMore(row: 1)
        screen.tapMore(row: 1)
        #expect(
            server.requests(to: .readMessage) == [.readMessage(101), .readMessage(101)],
            "the next expand sends it again")
    }

    /// Contract: messages.moves, messages.read, messages.refresh
    @Test(
        "A receipt that succeeds after a refresh dropped the rows above it keeps its own message read",
        arguments: messagesArchitectures)
    func receiptAfterRowsAboveWent(architecture: ArchitectureEntry) {
        let server = Fixture.messagesServer()
        let screen = MessagesScreen(architecture, server: server)
        server.hold(.readMessage)
        screen.tapMore(row: 2)  // 账户安全, unread
        server.fillSystemMessages(Array(Fixture.systemMessages.dropFirst(2)))
        screen.pullToRefresh()
        #expect(screen.titles.first == "账户安全")
        #expect(screen.row(0)?.more == "收起")
        #expect(screen.row(0)?.isUnread == false)
        #expect(screen.row(1)?.isUnread == true, "没有正文的消息 is still unread")
        screen.release(.readMessage)
        #expect(screen.row(0)?.isUnread == false)
        #expect(screen.row(1)?.isUnread == true)
        #expect(screen.row(2)?.isUnread == true, "消息5, unread on the server")
        #expect(server.requests(to: .readMessage) == [.readMessage(103)])
    }

    /// Contract: messages.moves, messages.refresh
    @Test(
        "A message a refresh drops loses its expansion: a later refresh that brings it back shows it collapsed",
        arguments: messagesArchitectures)
    func droppedThenBack(architecture: ArchitectureEntry) {
        let server = Fixture.messagesServer()
        let screen = MessagesScreen(architecture, server: server)
        screen.tapMore(row: 1)  // 活动提醒, read
        screen.tapMore(row: 3)  // 没有正文的消息
        server.fillSystemMessages(Fixture.systemMessages.filter { $0.messageID != 102 })
        screen.pullToRefresh()
        #expect(screen.titles.prefix(3) == ["系统升级通知", "账户安全", "没有正文的消息"])
        #expect(screen.row(2)?.more == "收起", "a message the refresh kept keeps its expansion")
        server.fillSystemMessages(Fixture.systemMessages)
        screen.pullToRefresh()
        #expect(screen.row(1)?.title == "活动提醒")
        #expect(screen.row(1)?.more == "查看详情", "back, collapsed")
        #expect(screen.row(1)?.height == 143)
        #expect(screen.row(3)?.more == "收起")
    }

    /// Contract: messages.moves, messages.read, messages.refresh
    @Test(
        "A message read here stays read, even when a refresh asked after its receipt landed says it is unread",
        arguments: messagesArchitectures)
    func laterRefreshSaysUnread(architecture: ArchitectureEntry) {
        let server = Fixture.messagesServer()
        let screen = MessagesScreen(architecture, server: server)
        screen.tapMore(row: 0)  // 系统升级通知: read here, its receipt landed
        #expect(screen.row(0)?.isUnread == false)
        #expect(server.systemMessages.first?.isRead == true)
        let first = Fixture.systemMessages[0]
        let unreadAgain = SystemMessageModel(
            messageID: first.messageID, author: first.author, title: first.title, content: first.content,
            publishedTime: first.publishedTime, isRead: false)
        server.fillSystemMessages([unreadAgain] + Fixture.systemMessages.dropFirst())
        screen.pullToRefresh()
        #expect(screen.row(0)?.isUnread == false, "the user has read it")
        #expect(screen.row(2)?.isUnread == true, "a message not opened here follows the server")
        #expect(screen.row(0)?.more == "收起")
        screen.tapMore(row: 0)
        screen.tapMore(row: 0)
        #expect(server.requests(to: .readMessage).count == 1, "read: expanding it again sends nothing")
    }

    /// Contract: messages.refresh, messages.moves, messages.read
    @Test(
        "A message read here, dropped by a refresh and brought back unread by the next, stays read and sends nothing more",
        arguments: messagesArchitectures)
    func readHereDroppedThenBackUnread(architecture: ArchitectureEntry) {
        let server = Fixture.messagesServer()
        let screen = MessagesScreen(architecture, server: server)
        screen.tapMore(row: 0)  // 系统升级通知, unread: read here, its receipt landed
        screen.tapMore(row: 0)
        server.fillSystemMessages(Array(Fixture.systemMessages.dropFirst()))
        screen.pullToRefresh()
        #expect(screen.titles.first == "活动提醒", "dropped")
        server.fillSystemMessages(Fixture.systemMessages)  // the server calls it unread again
        screen.pullToRefresh()
        #expect(screen.row(0)?.title == "系统升级通知")
        #expect(screen.row(0)?.isUnread == false, "read here: no answer brings its dot back")
        #expect(screen.row(2)?.isUnread == true, "账户安全, never opened here, keeps the server's dot")
        screen.tapMore(row: 0)
        #expect(screen.row(0)?.more == "收起")
        #expect(server.requests(to: .readMessage) == [.readMessage(101)], "one receipt, and no second")
    }

    /// Contract: messages.refresh, messages.unread
    @Test(
        "A message never opened here shows what the latest answer says: read in one, unread in the next, it shows its dot",
        arguments: messagesArchitectures)
    func neverOpenedFollowsTheServer(architecture: ArchitectureEntry) {
        let server = Fixture.messagesServer()
        let screen = MessagesScreen(architecture, server: server)
        #expect(screen.row(1)?.isUnread == false, "活动提醒, read on the server")
        server.fillSystemMessages(Fixture.systemMessages.map { $0.messageID == 102 ? $0.read(false) : $0 })
        screen.pullToRefresh()
        #expect(screen.row(1)?.isUnread == true, "the server's word: this screen never opened it")
        server.fillSystemMessages(Fixture.systemMessages)
        screen.pullToRefresh()
        #expect(screen.row(1)?.isUnread == false, "and read again when the server says so")
        #expect(server.requests(to: .readMessage).isEmpty)
    }

    /// Contract: messages.moves, messages.read, messages.refresh
    @Test(
        "A receipt that fails while a refresh has dropped its message takes the read back: brought back unread, it shows its dot",
        arguments: messagesArchitectures)
    func receiptFailsWhileDropped(architecture: ArchitectureEntry) {
        let server = Fixture.messagesServer()
        let screen = MessagesScreen(architecture, server: server)
        server.hold(.readMessage)
        server.fail(.readMessage, message: "已读失败")
        screen.tapMore(row: 0)  // 系统升级通知, unread: its receipt held
        server.fillSystemMessages(Array(Fixture.systemMessages.dropFirst()))
        screen.pullToRefresh()
        #expect(screen.titles.first == "活动提醒", "dropped")
        screen.release(.readMessage)
        #expect(screen.toasts.isEmpty, "quietly")
        server.fillSystemMessages(Fixture.systemMessages)
        screen.pullToRefresh()
        #expect(screen.row(0)?.title == "系统升级通知")
        #expect(screen.row(0)?.isUnread == true, "its receipt failed: it was not read here after all")
        #expect(screen.row(0)?.more == "查看详情")
        screen.tapMore(row: 0)
        #expect(
            server.requests(to: .readMessage) == [.readMessage(101), .readMessage(101)],
            "the next expand sends it again")
    }
}
