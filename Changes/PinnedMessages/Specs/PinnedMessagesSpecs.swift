import Catalog
import Foundation
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [REQUEST.md](../REQUEST.md#the-contract), "置顶": the change
/// request. These specs join the behaviour suite on the patched copy that
/// `mvx change PinnedMessages` builds; the base package pins nothing.
@MainActor
@Suite("Change request: 置顶", .attachesSnapshots)
struct PinnedMessagesSpecs {
    private func message(_ id: Int, pinned: Bool = false, read: Bool = false, title: String? = nil)
        -> SystemMessageModel
    {
        SystemMessageModel(
            messageID: id, author: "作者\(id)", title: title ?? "消息\(id)",
            content: String(repeating: "内容\(id)", count: id % 3 + 1), publishedTime: "2016-03-\(id) 9:00",
            isRead: read, isPinned: pinned)
    }

    /// Contract: pin.row
    @Test("A pinned message reads [置顶] before its title, laid out as any title", arguments: messagesArchitectures)
    func pinnedRow(architecture: ArchitectureEntry) {
        let messages = [message(1), message(2, pinned: true, title: "通知"), message(3, title: "[置顶]通知")]
        let screen = MessagesScreen(architecture, server: Fixture.messagesServer(messages: messages))
        #expect(screen.row(0)?.title == "[置顶]通知")
        #expect(screen.row(0)?.timeLine == "2016-03-2 9:00 作者2")
        #expect(screen.row(0)?.content == "内容2内容2内容2")
        #expect(screen.row(0)?.isUnread == true)
        #expect(screen.row(1)?.title == "消息1", "not pinned: as before")
        #expect(screen.row(2)?.title == "[置顶]通知", "a title that says so itself is not pinned")
        #expect(screen.frames(0)["title"] == screen.frames(2)["title"], "as wide as its text")
        #expect(screen.row(0)?.height == 143)
    }

    /// Contract: pin.order
    @Test(
        "Pinned messages list first, in the server's order, then the others in theirs",
        arguments: messagesArchitectures, [[2, 5], [1], [], [1, 2, 3, 4, 5, 6]])
    func order(architecture: ArchitectureEntry, pinned: [Int]) {
        let messages = (1...6).map { message($0, pinned: pinned.contains($0)) }
        let screen = MessagesScreen(architecture, server: Fixture.messagesServer(messages: messages))
        let expected = pinned.map { "[置顶]消息\($0)" } + (1...6).filter { !pinned.contains($0) }.map { "消息\($0)" }
        #expect(screen.titles == expected)
    }

    /// Contract: pin.refresh, pin.order
    @Test(
        "A refresh that pins or unpins a message moves it, with its expansion and its read state",
        arguments: messagesArchitectures)
    func refreshMovesIt(architecture: ArchitectureEntry) {
        let server = Fixture.messagesServer(messages: (1...5).map { message($0, pinned: $0 == 1) })
        let screen = MessagesScreen(architecture, server: server)
        #expect(screen.titles == ["[置顶]消息1", "消息2", "消息3", "消息4", "消息5"])
        screen.tapMore(row: 3)
        #expect(screen.row(3)?.more == "收起")
        #expect(screen.row(3)?.isUnread == false)
        server.fillSystemMessages((1...5).map { message($0, pinned: $0 == 4) })
        screen.pullToRefresh()
        #expect(screen.titles == ["[置顶]消息4", "消息1", "消息2", "消息3", "消息5"])
        #expect(screen.row(0)?.more == "收起", "its expansion, by id")
        #expect(screen.row(0)?.isUnread == false, "read here")
        #expect(screen.row(1)?.more == "查看详情")
        #expect(screen.row(1)?.isUnread == true)
        #expect(server.requests(to: .readMessage) == [.readMessage(4)])
    }
}
