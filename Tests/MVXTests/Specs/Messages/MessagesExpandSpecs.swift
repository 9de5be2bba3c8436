import Catalog
import Foundation
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [SCENARIO.md](../../../../SCENARIO.md#system-messages-002), "System messages (002)": expanding
/// and collapsing a row, the scroll that follows, the read receipt, and rows that scroll away.
@MainActor
@Suite("Messages: expand", .attachesSnapshots)
struct MessagesExpandSpecs {
    /// Contract: messages.expand, messages.layout
    @Test(
        "查看详情 expands the row to all its lines and reads 收起; 收起 collapses it; one row redrawn each time",
        arguments: messagesArchitectures)
    func expandAndCollapse(architecture: ArchitectureEntry) throws {
        let screen = MessagesScreen(architecture)
        let table = try #require(screen.table)
        let before = table.uiWork
        screen.tapMore(row: 0)
        let expanded = screen.row(0)
        #expect(expanded?.contentLines == 3)
        #expect(expanded?.height == 173, "128 + 15 × 3")
        #expect(expanded?.more == "收起")
        #expect(screen.row(1)?.height == 143, "the next row as it was")
        #expect(screen.row(1)?.more == "查看详情")
        #expect((table.uiWork - before).fullReloads == 0, "the list is not reloaded")
        #expect((table.uiWork - before).rowsReloaded == 1, "only that row is redrawn")
        screen.tapMore(row: 0)
        #expect(screen.row(0)?.contentLines == 1)
        #expect(screen.row(0)?.height == 143)
        #expect(screen.row(0)?.more == "查看详情")
        #expect((table.uiWork - before).fullReloads == 0)
        #expect((table.uiWork - before).rowsReloaded == 2)
        screen.tapMore(row: 2)
        #expect(screen.row(2)?.height == 158, "two lines")
        screen.tapMore(row: 3)
        #expect(screen.row(3)?.height == 143, "an empty content measures one line")
        #expect(screen.row(3)?.more == "收起")
        #expect(screen.row(2)?.more == "收起", "rows expand independently")
    }

    /// Contract: messages.layout, messages.expand
    @Test(
        "Every row is laid out at its height, rows never shown included: a row's top is the heights above it",
        arguments: messagesArchitectures)
    func everyRowLaidOut(architecture: ArchitectureEntry) throws {
        var inbox = Self.inbox(30)
        inbox[2] = SystemMessageModel(
            messageID: 3, author: "聚保", title: "消息3", content: String(repeating: "长", count: 60),
            publishedTime: "2016-1-1 9:00", isRead: true)
        let screen = MessagesScreen(architecture, server: Fixture.messagesServer(messages: inbox))
        let table = try #require(screen.table)
        func top(_ row: Int) -> Int { Int(table.rectForRow(at: IndexPath(row: row, section: 0)).minY.rounded()) }
        #expect(top(29) == 29 * 143, "rows 10 to 28 never shown, each 143 tall")
        screen.tapMore(row: 2)
        #expect(screen.row(2)?.height == 173, "three lines")
        #expect(top(29) == 28 * 143 + 173)
        screen.scroll(toRow: 29)
        #expect(top(15) == 14 * 143 + 173, "row 15, passed over by the scroll")
        screen.pullToRefresh()
        #expect(top(29) == 28 * 143 + 173, "a refresh keeps the expansion, and lays out every row again")
    }

    /// Contract: messages.expand
    @Test(
        "After a tap the list scrolls so the row is the last one shown, never past the top",
        arguments: messagesArchitectures)
    func scrollsToTheRow(architecture: ArchitectureEntry) {
        let screen = MessagesScreen(architecture, server: Fixture.messagesServer(messages: Self.inbox(30)))
        screen.tapMore(row: 4)
        #expect(screen.visibleRows == 0..<10, "row 4 cannot be last without passing the top")
        screen.scroll(toRow: 25)
        #expect(screen.visibleRows == 16..<26)
        screen.tapMore(row: 18)
        #expect(screen.visibleRows == 9..<19, "row 18 is the last one shown")
        #expect(screen.row(18)?.more == "收起")
        screen.tapMore(row: 18)
        #expect(screen.visibleRows == 9..<19, "collapsing scrolls to it too")
        screen.tapMore(row: 12)
        #expect(screen.visibleRows == 3..<13)
        #expect(screen.row(4)?.more == "收起", "row 4, back in the window, still expanded")
    }

    /// Contract: messages.expand
    @Test(
        "Collapsing scrolls its row to the bottom as expanding does, after the user scrolled away from it",
        arguments: messagesArchitectures)
    func collapseAfterScrollingAway(architecture: ArchitectureEntry) {
        let screen = MessagesScreen(architecture, server: Fixture.messagesServer(messages: Self.inbox(30)))
        screen.scroll(toRow: 25)
        screen.tapMore(row: 20)
        #expect(screen.visibleRows == 11..<21)
        screen.scroll(toRow: 22)
        #expect(screen.visibleRows == 13..<23, "the expanded row is no longer the last one shown")
        screen.tapMore(row: 20)
        #expect(screen.row(20)?.more == "查看详情")
        #expect(screen.visibleRows == 11..<21, "collapsing scrolls to its row too")
    }

    /// Contract: messages.expand, messages.read, messages.refresh
    @Test(
        "Only a tap scrolls: a receipt's answer or a refresh after it leaves the list where the user put it",
        arguments: messagesArchitectures, [true, false])
    func onlyATapScrolls(architecture: ArchitectureEntry, receiptFails: Bool) {
        var inbox = Self.inbox(30)
        inbox[18] = inbox[18].read(false)
        let server = Fixture.messagesServer(messages: inbox)
        let screen = MessagesScreen(architecture, server: server)
        if receiptFails { server.fail(.readMessage, message: "网络不给力") }
        server.hold(.readMessage)
        screen.scroll(toRow: 25)
        screen.tapMore(row: 18)
        #expect(screen.visibleRows == 9..<19)
        #expect(server.log.last == .readMessage(19))
        screen.scroll(toRow: 25)
        #expect(screen.visibleRows == 16..<26)
        screen.release(.readMessage)
        #expect(screen.visibleRows == 16..<26, "the receipt's answer scrolls nothing")
        #expect(screen.row(18)?.isUnread == receiptFails)
        screen.pullToRefresh()
        #expect(screen.visibleRows == 16..<26, "nor does the refresh")
        #expect(screen.row(18)?.more == "收起")
    }

    /// Contract: messages.read, messages.unread
    @Test(
        "Expanding an unread message removes its dot and sends one receipt, in flight or answered",
        arguments: messagesArchitectures)
    func readReceipt(architecture: ArchitectureEntry) {
        let server = Fixture.messagesServer()
        let screen = MessagesScreen(architecture, server: server)
        server.hold(.readMessage)
        screen.tapMore(row: 0)
        #expect(screen.row(0)?.isUnread == false, "the dot goes at once")
        #expect(server.log == [.systemMessages, .readMessage(101)])
        screen.tapMore(row: 0)
        screen.tapMore(row: 0)
        #expect(server.log == [.systemMessages, .readMessage(101)], "not again while in flight")
        screen.release(.readMessage)
        #expect(screen.row(0)?.isUnread == false)
        #expect(server.systemMessages[0].isRead)
        screen.tapMore(row: 0)
        screen.tapMore(row: 0)
        #expect(server.log == [.systemMessages, .readMessage(101)], "not again once read")
        #expect(screen.toasts.isEmpty)
        #expect(screen.row(2)?.isUnread == true, "other rows keep their dots")
    }

    /// Contract: messages.read
    @Test("Expanding a read message, or collapsing any, sends nothing", arguments: messagesArchitectures)
    func readMessageSendsNothing(architecture: ArchitectureEntry) {
        let server = Fixture.messagesServer()
        let screen = MessagesScreen(architecture, server: server)
        screen.tapMore(row: 1)
        #expect(screen.row(1)?.more == "收起")
        #expect(screen.row(1)?.isUnread == false)
        screen.tapMore(row: 1)
        #expect(server.log == [.systemMessages])
    }

    /// Contract: messages.read
    @Test(
        "A failed receipt brings the dot back quietly, and the next expand sends it again",
        arguments: messagesArchitectures)
    func receiptFails(architecture: ArchitectureEntry) {
        let server = Fixture.messagesServer()
        let screen = MessagesScreen(architecture, server: server)
        server.hold(.readMessage)
        server.fail(.readMessage, message: "已读失败")
        screen.tapMore(row: 2)
        #expect(screen.row(2)?.isUnread == false)
        screen.release(.readMessage)
        #expect(screen.row(2)?.isUnread == true, "the dot is back")
        #expect(screen.row(2)?.more == "收起", "the row stays expanded")
        #expect(screen.row(2)?.height == 158)
        #expect(screen.toasts.isEmpty, "quietly")
        screen.tapMore(row: 2)
        #expect(server.log == [.systemMessages, .readMessage(103)], "collapsing sends nothing")
        screen.tapMore(row: 2)
        #expect(server.log == [.systemMessages, .readMessage(103), .readMessage(103)], "expanding again sends again")
        screen.release(.readMessage)
        #expect(screen.row(2)?.isUnread == false)
        #expect(server.systemMessages[2].isRead)
    }

    /// Contract: messages.read, messages.reuse
    @Test(
        "Receipts in flight on two rows land on their own rows, whichever answers first",
        arguments: messagesArchitectures, [false, true])
    func twoReceipts(architecture: ArchitectureEntry, latestFirst: Bool) {
        let server = Fixture.messagesServer()
        let screen = MessagesScreen(architecture, server: server)
        server.hold(.readMessage)
        screen.tapMore(row: 0)
        server.fail(.readMessage, message: "已读失败")
        screen.tapMore(row: 2)
        if latestFirst {
            screen.releaseLatest(.readMessage)
            #expect(screen.row(2)?.isUnread == true)
            #expect(screen.row(0)?.isUnread == false)
        }
        screen.server.stopHolding(.readMessage)
        screen.settle()
        #expect(screen.row(0)?.isUnread == false, "101's receipt succeeded")
        #expect(screen.row(2)?.isUnread == true, "103's failed")
        #expect(screen.row(3)?.isUnread == true)
    }

    /// Contract: messages.reuse, messages.read
    @Test(
        "A row scrolled away and back keeps its expansion, height and dot; the rows that took its cell show their own",
        arguments: messagesArchitectures)
    func scrolledAwayAndBack(architecture: ArchitectureEntry) {
        let server = Fixture.messagesServer()
        let screen = MessagesScreen(architecture, server: server)
        server.hold(.readMessage)
        server.fail(.readMessage, message: "已读失败")
        screen.tapMore(row: 0)
        screen.scroll(toRow: 11)
        #expect(screen.visibleRows == 2..<12)
        let untouched = MessagesScreen(architecture, server: Fixture.messagesServer())
        untouched.scroll(toRow: 11)
        for row in 10...11 {
            #expect(screen.row(row)?.height == 143, "row \(row) collapsed")
            #expect(screen.row(row)?.more == "查看详情")
            #expect(screen.row(row)?.isUnread == !Fixture.systemMessages[row].isRead)
            #expect(screen.row(row) == untouched.row(row), "every field as on a screen where nothing was expanded")
        }
        screen.release(.readMessage)
        #expect(screen.toasts.isEmpty)
        screen.scroll(toRow: 0)
        let row = screen.row(0)
        #expect(row?.more == "收起")
        #expect(row?.height == 173)
        #expect(row?.contentLines == 3)
        #expect(row?.isUnread == true, "the failure, answered while the row was away, shows when it is back")
        #expect(screen.row(9)?.height == 143)
    }
}

extension MessagesExpandSpecs {
    /// `count` read messages of one line each.
    static func inbox(_ count: Int) -> [SystemMessageModel] {
        (1...count).map {
            SystemMessageModel(
                messageID: $0, author: "聚保", title: "消息\($0)", content: "内容", publishedTime: "2016-1-1 9:00",
                isRead: true)
        }
    }
}
