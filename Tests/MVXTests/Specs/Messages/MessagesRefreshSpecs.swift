import Catalog
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [SCENARIO.md](../../../../SCENARIO.md#system-messages-002), "System messages (002)": pull to
/// refresh while rows expand and receipts fly, and closing the screen with requests in flight.
@MainActor
@Suite("Messages: refresh and lifetime", .attachesSnapshots)
struct MessagesRefreshSpecs {
    /// Contract: messages.refresh
    @Test("A pull asks again without the HUD, and the answer replaces the list", arguments: messagesArchitectures)
    func refreshReplaces(architecture: ArchitectureEntry) {
        let server = Fixture.messagesServer()
        let screen = MessagesScreen(architecture, server: server)
        let newest = SystemMessageModel(
            messageID: 99, author: "聚保", title: "新消息", content: "刚刚到", publishedTime: "2016-03-12 8:00", isRead: false)
        server.fillSystemMessages([newest] + Fixture.systemMessages.dropLast())
        server.hold(.systemMessages)
        screen.pullToRefresh()
        #expect(screen.isRefreshing)
        #expect(!screen.isHUDShown)
        #expect(screen.titles.first == "系统升级通知", "the old list until the answer")
        screen.release(.systemMessages)
        #expect(!screen.isRefreshing)
        #expect(screen.titles == ["新消息"] + Fixture.systemMessages.prefix(9).map(\.title))
        #expect(screen.row(0)?.isUnread == true)
        #expect(server.log == [.systemMessages, .systemMessages])
    }

    /// Contract: messages.refresh, messages.expand
    @Test(
        "A refresh keeps the list's offset, not the messages, when it adds or takes away messages above",
        arguments: messagesArchitectures, [2, -1, 0])
    func refreshKeepsTheOffset(architecture: ArchitectureEntry, addedAbove: Int) {
        let server = Fixture.messagesServer()
        for _ in 0..<3 { server.fillSystemMessages(server.systemMessages + [Fixture.newSystemMessage(on: server)]) }
        let first = server.systemMessages
        let screen = MessagesScreen(architecture, server: server)
        screen.scroll(toRow: 11)
        let offset = screen.contentOffset
        let window = screen.visibleRows
        #expect(window.lowerBound > 0, "scrolled down")
        #expect(window.upperBound < first.count, "with rows below the window")
        for _ in 0..<max(addedAbove, 0) {
            server.fillSystemMessages([Fixture.newSystemMessage(on: server)] + server.systemMessages)
        }
        let answer = addedAbove < 0 ? Array(first.dropFirst(-addedAbove)) : server.systemMessages
        server.fillSystemMessages(answer)
        screen.pullToRefresh()
        #expect(screen.contentOffset == offset, "the same offset")
        #expect(screen.visibleRows == window)
        #expect(screen.titles == answer[window].map(\.title), "the rows now at that offset")
    }

    /// Contract: messages.refresh, messages.expand
    @Test(
        "A row expanded while a refresh is in flight stays expanded, and read, when the answer lands",
        arguments: messagesArchitectures, [false, true])
    func expandWhileRefreshing(architecture: ArchitectureEntry, receiptFirst: Bool) {
        let server = Fixture.messagesServer()
        let screen = MessagesScreen(architecture, server: server)
        screen.tapMore(row: 2)
        server.hold(.systemMessages)
        server.hold(.readMessage)
        screen.pullToRefresh()
        screen.tapMore(row: 0)
        #expect(screen.row(0)?.more == "收起")
        if receiptFirst { screen.release(.readMessage) }
        screen.release(.systemMessages)
        #expect(screen.row(0)?.more == "收起", "its expansion kept, by id")
        #expect(screen.row(0)?.height == 173)
        #expect(screen.row(0)?.isUnread == false, "read here: the answer, asked before the receipt, says otherwise")
        #expect(screen.row(2)?.more == "收起", "expanded before the pull, still")
        #expect(screen.row(2)?.isUnread == false, "its receipt landed before the pull")
        #expect(screen.row(1)?.more == "查看详情")
        screen.server.stopHolding(.readMessage)
        screen.settle()
        #expect(screen.row(0)?.isUnread == false)
        #expect(server.requests(to: .readMessage).count == 2)
    }

    /// Contract: messages.refresh, messages.read
    @Test(
        "A receipt that fails after a refresh brings the dot back on the refreshed row",
        arguments: messagesArchitectures)
    func receiptFailsAfterRefresh(architecture: ArchitectureEntry) {
        let server = Fixture.messagesServer()
        let screen = MessagesScreen(architecture, server: server)
        server.hold(.readMessage)
        server.fail(.readMessage, message: "已读失败")
        screen.tapMore(row: 0)
        screen.pullToRefresh()
        #expect(screen.row(0)?.isUnread == false)
        screen.release(.readMessage)
        #expect(screen.row(0)?.isUnread == true)
        #expect(screen.row(0)?.more == "收起")
        #expect(screen.toasts.isEmpty)
    }

    /// Contract: messages.read, messages.refresh
    @Test(
        "A receipt that fails after a refresh said the message is read leaves it read, quietly",
        arguments: messagesArchitectures, [false, true])
    func receiptFailsAfterTheServerSaidRead(architecture: ArchitectureEntry, refreshFirst: Bool) {
        let server = Fixture.messagesServer()
        let screen = MessagesScreen(architecture, server: server)
        server.hold(.readMessage)
        server.hold(.systemMessages)
        server.fail(.readMessage, message: "已读失败")
        screen.tapMore(row: 0)
        server.fillSystemMessages([server.systemMessages[0].read()] + server.systemMessages.dropFirst())
        screen.pullToRefresh()
        if refreshFirst { screen.release(.systemMessages) }
        screen.release(.readMessage)
        #expect(
            screen.row(0)?.isUnread == !refreshFirst, "as the latest answer says: the first load's, or the refresh's")
        if !refreshFirst { screen.release(.systemMessages) }
        #expect(screen.row(0)?.isUnread == false, "the latest answer says read")
        #expect(screen.row(0)?.more == "收起")
        #expect(screen.toasts.isEmpty)
        screen.tapMore(row: 0)
        screen.tapMore(row: 0)
        #expect(server.requests(to: .readMessage).count == 1, "a read message sends nothing")
    }

    /// Contract: messages.refresh, messages.load
    @Test(
        "A pull while a fetch is in flight asks nothing, and its spinner stops with that fetch",
        arguments: messagesArchitectures, [false, true])
    func oneFetchAtATime(architecture: ArchitectureEntry, duringFirstLoad: Bool) {
        let server = Fixture.messagesServer()
        if duringFirstLoad { server.hold(.systemMessages) }
        let screen = MessagesScreen(architecture, server: server)
        server.hold(.systemMessages)
        if !duringFirstLoad { screen.pullToRefresh() }
        screen.pullToRefresh()
        screen.pullToRefresh()
        #expect(server.requests(to: .systemMessages).count == (duringFirstLoad ? 1 : 2))
        #expect(screen.isRefreshing)
        #expect(screen.isHUDShown == duringFirstLoad, "a pull leaves the first load's HUD")
        screen.release(.systemMessages)
        #expect(!screen.isRefreshing)
        #expect(!screen.isHUDShown)
        #expect(screen.rows.count == 10)
        screen.pullToRefresh()
        #expect(server.requests(to: .systemMessages).count == (duringFirstLoad ? 2 : 3), "the next pull asks")
    }

    /// Contract: messages.refresh, messages.load, messages.error
    @Test(
        "A 重试 while a refresh is in flight asks nothing, and shows the HUD until the refresh ends",
        arguments: messagesArchitectures, [false, true])
    func retryDuringRefresh(architecture: ArchitectureEntry, refreshFails: Bool) {
        let server = Fixture.messagesServer()
        server.fail(.systemMessages, message: "网络不给力")
        let screen = MessagesScreen(architecture, server: server)
        server.hold(.systemMessages)
        if refreshFails { server.fail(.systemMessages, message: "刷新失败") }
        screen.pullToRefresh()
        screen.retry()
        #expect(screen.isHUDShown)
        #expect(screen.errorMessage == nil)
        #expect(server.requests(to: .systemMessages).count == 2, "the first fetch and the refresh")
        screen.release(.systemMessages)
        #expect(!screen.isHUDShown)
        #expect(!screen.isRefreshing)
        #expect(screen.rows.count == (refreshFails ? 0 : 10))
        #expect(screen.errorMessage == nil)
        #expect(screen.emptyMessage == nil)
        #expect(screen.toasts == (refreshFails ? ["刷新失败"] : []))
        guard refreshFails else { return }
        server.stopHolding(.systemMessages)
        screen.pullToRefresh()
        #expect(screen.rows.count == 10, "a pull asks again")
    }

    /// Contract: messages.refresh
    @Test("A failed refresh keeps the rows and toasts its message, once", arguments: messagesArchitectures)
    func refreshFails(architecture: ArchitectureEntry) {
        let server = Fixture.messagesServer()
        let screen = MessagesScreen(architecture, server: server)
        screen.tapMore(row: 1)
        server.fail(.systemMessages, message: "刷新失败")
        screen.pullToRefresh()
        #expect(!screen.isRefreshing)
        #expect(screen.toasts == ["刷新失败"])
        #expect(screen.errorMessage == nil)
        #expect(screen.rows.count == 10)
        #expect(screen.row(1)?.more == "收起")
        screen.pullToRefresh()
        #expect(screen.toasts == ["刷新失败"], "a success toasts nothing")
        server.fail(.systemMessages, message: "又失败了")
        screen.pullToRefresh()
        #expect(screen.toasts == ["刷新失败", "又失败了"], "each failure toasts its own message, once")
    }

    /// Contract: messages.refresh, messages.error
    @Test(
        "Over the error view, a failed refresh toasts and keeps it; a successful one removes it",
        arguments: messagesArchitectures)
    func refreshOverErrorView(architecture: ArchitectureEntry) {
        let server = Fixture.messagesServer()
        server.fail(.systemMessages, message: "网络不给力")
        let screen = MessagesScreen(architecture, server: server)
        server.fail(.systemMessages, message: "还是不行")
        screen.pullToRefresh()
        #expect(screen.errorMessage == "网络不给力")
        #expect(screen.toasts == ["还是不行"])
        #expect(!screen.isHUDShown)
        screen.pullToRefresh()
        #expect(screen.errorMessage == nil)
        #expect(screen.rows.count == 10)
        #expect(screen.emptyMessage == nil)
    }

    /// Contract: messages.refresh, messages.empty
    @Test(
        "A refresh that empties the list says so; one that fills it again removes the message",
        arguments: messagesArchitectures)
    func refreshToEmpty(architecture: ArchitectureEntry) {
        let server = Fixture.messagesServer()
        let screen = MessagesScreen(architecture, server: server)
        screen.tapMore(row: 1)
        server.fillSystemMessages([])
        screen.pullToRefresh()
        #expect(screen.emptyMessage == "暂无系统消息")
        #expect(screen.rows.isEmpty)
        server.fillSystemMessages(Fixture.systemMessages)
        screen.pullToRefresh()
        #expect(screen.emptyMessage == nil)
        #expect(screen.rows.count == 10)
        #expect(screen.row(1)?.more == "查看详情", "a message gone and back starts collapsed")
    }

    /// Contract: messages.life, messages.error
    @Test("Closing over the error view frees everything", arguments: messagesArchitectures)
    func errorViewAtClose(architecture: ArchitectureEntry) throws {
        let server = Fixture.messagesServer()
        server.fail(.systemMessages, message: "网络不给力")
        let screen = MessagesScreen(architecture, server: server)
        #expect(screen.errorMessage == "网络不给力")
        let graph = ObjectGraph(from: try #require(screen.screen), excluding: [server, screen.navigation])
        #expect(graph.count > 5)
        screen.close()
        #expect(graph.alive == [])
    }

    enum InFlight: CaseIterable, Sendable {
        case fetch, retry, refresh, receipt
    }

    /// Contract: messages.life
    @Test(
        "Closing with any request in flight frees everything at once, and the late answer does nothing",
        arguments: messagesArchitectures, InFlight.allCases.flatMap { [($0, false), ($0, true)] })
    func closeInFlight(architecture: ArchitectureEntry, request: (InFlight, fails: Bool)) throws {
        let (inFlight, fails) = request
        let server = Fixture.messagesServer()
        let endpoint: Request.Endpoint = inFlight == .receipt ? .readMessage : .systemMessages
        if inFlight == .retry { server.fail(.systemMessages, message: "网络不给力") }
        if inFlight == .fetch {
            server.hold(.systemMessages)
            if fails { server.fail(.systemMessages, message: "太迟了") }
        }
        let screen = MessagesScreen(architecture, server: server)
        server.hold(endpoint)
        if fails, inFlight != .fetch { server.fail(endpoint, message: "太迟了") }
        switch inFlight {
        case .fetch: break
        case .retry: screen.retry()
        case .refresh: screen.pullToRefresh()
        case .receipt: screen.tapMore(row: 0)
        }
        #expect(server.pendingCount(endpoint) == 1)
        let graph = ObjectGraph(from: try #require(screen.screen), excluding: [server, screen.navigation])
        #expect(graph.count > 5)
        screen.close()
        #expect(graph.alive == [], "freed at close, not when the answer arrives")
        let asked = server.log
        server.stopHolding(endpoint)
        screen.settle()
        #expect(server.pendingCount(endpoint) == 0)
        #expect(server.log == asked, "no request after close")
        #expect(graph.alive == [])
    }

    /// Contract: messages.refresh, messages.empty
    @Test(
        "A refresh shows exactly its answer, with more, fewer or no messages than before, and back again",
        arguments: messagesArchitectures, [15, 3, 0])
    func refreshWithMoreFewerOrNone(architecture: ArchitectureEntry, count: Int) {
        let server = Fixture.messagesServer()
        let screen = MessagesScreen(architecture, server: server)
        var answer = Array(Fixture.systemMessages.reversed().prefix(count))
        while answer.count < count { answer.append(Fixture.newSystemMessage(on: server)) }
        server.fillSystemMessages(answer)
        screen.pullToRefresh()
        #expect(screen.table?.numberOfRows == count)
        #expect(screen.titles == answer.prefix(10).map(\.title))
        #expect(screen.rows.map(\.isUnread) == answer.prefix(10).map { !$0.isRead })
        #expect(screen.emptyMessage == (count == 0 ? "暂无系统消息" : nil))
        server.fillSystemMessages(Fixture.systemMessages)
        screen.pullToRefresh()
        #expect(screen.table?.numberOfRows == Fixture.systemMessages.count, "and back")
        #expect(screen.titles == Fixture.systemMessages.prefix(10).map(\.title))
        #expect(screen.emptyMessage == nil)
    }
}
