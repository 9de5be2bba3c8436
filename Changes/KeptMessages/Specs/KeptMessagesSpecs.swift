import Catalog
import Harness
import Shared
import Testing

/// [REQUEST.md](../REQUEST.md#the-contract), "先显示上次的消息":
/// the change request. These specs join the behaviour suite on the patched copy that
/// `mvx change KeptMessages` builds; the base screen keeps nothing between visits.
@MainActor
@Suite("Change request: 先显示上次的消息", .attachesSnapshots)
struct KeptMessagesSpecs {
    private func message(_ id: Int, title: String? = nil, read: Bool = false) -> SystemMessageModel {
        SystemMessageModel(
            messageID: id, author: "作者\(id)", title: title ?? "消息\(id)", content: "内容\(id)",
            publishedTime: "2016-03-\(id) 9:00", isRead: read)
    }

    /// The first visit: it answers and closes, leaving its list in the store.
    private func visit(
        _ architecture: ArchitectureEntry, _ server: FakeServer, _ store: SystemMessageStore,
        _ steps: (MessagesScreen) -> Void = { _ in }
    ) {
        let screen = MessagesScreen(architecture, server: server, store: store)
        steps(screen)
        screen.close()
    }

    /// Contract: kept.open, kept.store
    @Test(
        "The kept messages show at once under the HUD, and the answer replaces them", arguments: messagesArchitectures)
    func shownAtOnce(architecture: ArchitectureEntry) {
        let server = Fixture.messagesServer(messages: [message(1), message(2, read: true), message(3)])
        let store = SystemMessageStore()
        visit(architecture, server, store)
        server.fillSystemMessages([message(4), message(1, read: true)])
        server.hold(.systemMessages)
        let screen = MessagesScreen(architecture, server: server, store: store)
        #expect(screen.titles == ["消息1", "消息2", "消息3"])
        #expect(screen.rows.map(\.isUnread) == [true, false, true])
        #expect(screen.rows.map(\.more) == ["查看详情", "查看详情", "查看详情"])
        #expect(screen.isHUDShown)
        #expect(screen.server.requests(to: .systemMessages).count == 2, "the opening fetch is sent")
        screen.release(.systemMessages)
        #expect(screen.titles == ["消息4", "消息1"])
        #expect(screen.rows.map(\.isUnread) == [true, false])
        #expect(!screen.isHUDShown)
        #expect(screen.errorMessage == nil)
        #expect(screen.toasts.isEmpty)
    }

    /// Contract: kept.open
    @Test("An opening fetch that fails leaves the kept messages and toasts", arguments: messagesArchitectures)
    func failureKeepsThem(architecture: ArchitectureEntry) {
        let server = Fixture.messagesServer(messages: [message(1), message(2)])
        let store = SystemMessageStore()
        visit(architecture, server, store)
        server.fail(.systemMessages, message: "网络不好")
        let screen = MessagesScreen(architecture, server: server, store: store)
        #expect(screen.titles == ["消息1", "消息2"])
        #expect(screen.errorMessage == nil, "no error view over kept messages")
        #expect(screen.toasts == ["网络不好"])
        #expect(!screen.isHUDShown)
        screen.close()
        let third = MessagesScreen(architecture, server: server, store: store)
        #expect(third.titles == ["消息1", "消息2"], "a failure changes nothing kept")
    }

    /// Contract: kept.store
    @Test(
        "What the user read or expanded is not kept; a refresh's answer is, and nothing before a first answer",
        arguments: messagesArchitectures)
    func whatIsKept(architecture: ArchitectureEntry) {
        let server = Fixture.messagesServer(messages: [message(1), message(2)])
        let store = SystemMessageStore()
        server.fail(.systemMessages, message: "网络不好")
        visit(architecture, server, store)
        server.hold(.systemMessages)
        let second = MessagesScreen(architecture, server: server, store: store)
        #expect(second.titles.isEmpty, "a failed first fetch keeps nothing")
        second.release(.systemMessages)
        second.tapMore(row: 0)
        #expect(second.row(0)?.isUnread == false)
        server.hold(.readMessage)
        server.fillSystemMessages([message(2), message(3)])
        second.pullToRefresh()
        second.release(.systemMessages)
        #expect(second.titles == ["消息2", "消息3"])
        second.close()
        server.hold(.systemMessages)
        let third = MessagesScreen(architecture, server: server, store: store)
        #expect(third.titles == ["消息2", "消息3"], "the refresh's answer is kept")
        #expect(third.rows.map(\.isUnread) == [true, true], "as the server answered it")
        #expect(third.rows.map(\.more) == ["查看详情", "查看详情"])
    }

    /// Contract: kept.open, messages.refresh, messages.read
    @Test(
        "A kept message expanded before the answer keeps its expansion, and is read here",
        arguments: messagesArchitectures)
    func expandedBeforeTheAnswer(architecture: ArchitectureEntry) {
        let server = Fixture.messagesServer(messages: [message(1), message(2)])
        let store = SystemMessageStore()
        visit(architecture, server, store)
        server.hold(.systemMessages)
        let screen = MessagesScreen(architecture, server: server, store: store)
        screen.tapMore(row: 1)
        #expect(screen.row(1)?.more == "收起")
        #expect(screen.row(1)?.isUnread == false)
        #expect(screen.server.requests(to: .readMessage) == [.readMessage(2)])
        server.hold(.readMessage)
        screen.release(.systemMessages)
        #expect(screen.titles == ["消息1", "消息2"])
        #expect(screen.row(1)?.more == "收起")
        #expect(screen.row(1)?.isUnread == false, "read here, whatever the answer says")
    }

    /// Contract: kept.open, messages.empty
    @Test("A kept empty list shows 暂无系统消息 at once", arguments: messagesArchitectures)
    func keptEmpty(architecture: ArchitectureEntry) {
        let server = Fixture.messagesServer(messages: [])
        let store = SystemMessageStore()
        visit(architecture, server, store)
        server.fillSystemMessages([message(5)])
        server.hold(.systemMessages)
        let screen = MessagesScreen(architecture, server: server, store: store)
        #expect(screen.emptyMessage == "暂无系统消息")
        screen.release(.systemMessages)
        #expect(screen.titles == ["消息5"])
        #expect(screen.emptyMessage == nil)
    }

    /// Contract: kept.life, kept.store
    @Test(
        "Closing a screen that shows kept messages frees it, and its late answer keeps nothing",
        arguments: messagesArchitectures, [false, true])
    func closing(architecture: ArchitectureEntry, fails: Bool) throws {
        let server = Fixture.messagesServer(messages: [message(1)])
        let store = SystemMessageStore()
        visit(architecture, server, store)
        server.fillSystemMessages([message(2)])
        server.hold(.systemMessages)
        if fails { server.fail(.systemMessages, message: "太迟了") }
        let screen = MessagesScreen(architecture, server: server, store: store)
        #expect(screen.titles == ["消息1"])
        let graph = ObjectGraph(from: try #require(screen.screen), excluding: [server, screen.navigation, store])
        #expect(graph.count > 5)
        screen.close()
        #expect(graph.alive == [], "freed at close, not when the answer arrives")
        server.stopHolding(.systemMessages)
        screen.settle()
        #expect(store.messages?.map(\.messageID) == [1], "the closed screen's late answer keeps nothing")
    }
}
