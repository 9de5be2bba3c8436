import Catalog
import Foundation
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [SCENARIO.md](../../../../SCENARIO.md#system-messages-002), "System messages (002)": loading,
/// the rows as they read and as they are laid out, and the empty list.
@MainActor
@Suite("Messages: load", .attachesSnapshots)
struct MessagesLoadSpecs {
    /// Contract: messages.load, messages.empty
    @Test(
        "The list asks once and shows a HUD until the answer, then the first ten messages",
        arguments: messagesArchitectures)
    func loads(architecture: ArchitectureEntry) {
        let server = Fixture.messagesServer()
        server.hold(.systemMessages)
        let screen = MessagesScreen(architecture, server: server)
        #expect(screen.title == "系统消息")
        #expect(screen.isHUDShown)
        #expect(screen.rows.isEmpty)
        #expect(screen.emptyMessage == nil, "not empty: not answered yet")
        #expect(server.log == [.systemMessages])
        screen.release(.systemMessages)
        #expect(!screen.isHUDShown)
        #expect(screen.titles == Fixture.systemMessages.prefix(10).map(\.title))
        #expect(screen.emptyMessage == nil)
        #expect(server.log == [.systemMessages], "asked once")
    }

    /// Contract: messages.row, messages.unread, messages.layout
    @Test(
        "A row shows the title, the time and author, the content on one line, 查看详情 and its dot",
        arguments: messagesArchitectures)
    func rows(architecture: ArchitectureEntry) {
        let screen = MessagesScreen(architecture)
        let first = screen.row(0)
        #expect(first?.title == "系统升级通知")
        #expect(first?.timeLine == "2016-03-11 11:24 聚保小秘书")
        #expect(first?.content == Fixture.systemMessages[0].content)
        #expect(first?.contentLines == 1, "collapsed: one line of three")
        #expect(first?.more == "查看详情")
        #expect(first?.isUnread == true)
        #expect(first?.height == 143)
        #expect(screen.row(1)?.timeLine == "2016-03-9 9:05 运营", "the time as the server writes it")
        #expect(screen.row(1)?.isUnread == false)
        #expect(screen.row(3)?.contentLines == 0, "no content, no line")
        for (index, row) in screen.rows.enumerated() {
            #expect(row.height == 143, "row \(index) collapsed")
            #expect(row.more == "查看详情")
            #expect(row.isUnread == !Fixture.systemMessages[index].isRead, "row \(index)")
        }
    }

    /// Contract: messages.row, messages.reuse
    @Test(
        "A reused cell shows its own message's texts, empty ones too, scrolling down and back",
        arguments: messagesArchitectures)
    func reusedCellTexts(architecture: ArchitectureEntry) {
        // Every third message has no content, every fourth neither time nor author.
        let messages = (0..<24).map { index in
            SystemMessageModel(
                messageID: 300 + index, author: index % 4 == 0 ? "" : "作者\(index)", title: "标题\(index)",
                content: index % 3 == 0 ? "" : "内容\(index)",
                publishedTime: index % 4 == 0 ? "" : "2016-03-\(index + 1) 8:00", isRead: index % 2 == 0)
        }
        let screen = MessagesScreen(architecture, server: Fixture.messagesServer(messages: messages))
        for target in [23, 0, 12] {
            screen.scroll(toRow: target)
            #expect(screen.visibleRows.contains(target))
            #expect(screen.visibleRows.count < messages.count, "the cells are reused")
            for row in screen.visibleRows {
                let message = messages[row]
                let shown = screen.row(row)
                #expect(shown?.title == message.title, "row \(row), after row \(target)")
                let timeLine = [message.publishedTime, message.author].filter { !$0.isEmpty }.joined(separator: " ")
                #expect(shown?.timeLine == timeLine, "row \(row), after row \(target)")
                #expect(shown?.content == message.content, "row \(row), after row \(target)")
                #expect(shown?.isUnread == !message.isRead, "row \(row), after row \(target)")
            }
        }
    }

    /// Contract: messages.row, messages.layout
    @Test(
        "An empty field, one at a time, changes neither the other texts nor the row's height",
        arguments: messagesArchitectures, EmptyField.allCases)
    func emptyField(architecture: ArchitectureEntry, field: EmptyField) {
        let message = SystemMessageModel(
            messageID: 7, author: field == .author ? "" : "客服", title: field == .title ? "" : "通知",
            content: field == .content ? "" : String(repeating: "长", count: 27),
            publishedTime: field == .time ? "" : "2016-3-1 8:00", isRead: false)
        let screen = MessagesScreen(architecture, server: Fixture.messagesServer(messages: [message]))
        let row = screen.row(0)
        #expect(row?.title == message.title)
        #expect(
            row?.timeLine
                == [.time: "客服", .author: "2016-3-1 8:00"][field, default: "2016-3-1 8:00 客服"],
            "the time and the author, either alone when the other is empty")
        #expect(row?.height == 143)
        let frames = screen.frames(0)
        #expect(
            frames["title"] == CGRect(x: 15, y: 15, width: field == .title ? 0 : 30, height: 18),
            "an empty title keeps its line")
        #expect(
            frames["time"] == CGRect(x: 15, y: 43, width: [.time: 30, .author: 75][field, default: 95], height: 10),
            "the time, 10 points and the author")
        #expect(frames["content"] == CGRect(x: 15, y: 63, width: field == .content ? 0 : 312, height: 15))
        screen.tapMore(row: 0)
        #expect(screen.row(0)?.height == (field == .content ? 143 : 158), "27 characters wrap to two lines")
        #expect(screen.row(0)?.contentLines == (field == .content ? 0 : 2))
        #expect(
            screen.frames(0)["content"]
                == CGRect(x: 15, y: 63, width: field == .content ? 0 : 312, height: field == .content ? 15 : 30))
    }

    /// Contract: messages.layout
    @Test(
        "Every part of a row sits where 002's arithmetic puts it, collapsed and expanded",
        arguments: messagesArchitectures)
    func frames(architecture: ArchitectureEntry) {
        let screen = MessagesScreen(architecture)
        func frames(contentLines: CGFloat, title: CGFloat, time: CGFloat, content: CGFloat) -> [String: CGRect] {
            let contentHeight = 15 * contentLines
            return [
                "container": CGRect(x: 15, y: 20, width: 345, height: 108 + contentHeight),
                "title": CGRect(x: 15, y: 15, width: title, height: 18),
                "time": CGRect(x: 15, y: 43, width: time, height: 10),
                "content": CGRect(x: 15, y: 63, width: content, height: contentHeight),
                "more": CGRect(x: 0, y: 73 + contentHeight, width: 345, height: 35),
            ]
        }
        let collapsed = frames(contentLines: 1, title: 90, time: 140, content: 312)
        #expect(screen.frames(0) == collapsed, "6 title characters of 15; 16 + 5 time characters of 5 and 10")
        #expect(screen.fontSizes(0) == ["title": 15, "time": 10, "content": 12], "the system font at these sizes")
        screen.tapMore(row: 0)
        #expect(screen.frames(0) == frames(contentLines: 3, title: 90, time: 140, content: 312))
        screen.tapMore(row: 0)
        #expect(screen.frames(0) == collapsed)
        #expect(screen.frames(3) == frames(contentLines: 1, title: 105, time: 105, content: 0), "no content")
        screen.tapMore(row: 3)
        #expect(screen.frames(3) == frames(contentLines: 1, title: 105, time: 105, content: 0), "one line expanded")
    }

    enum EmptyField: CaseIterable, Sendable {
        case title, author, content, time
    }

    /// Contract: messages.load, messages.error, messages.empty
    @Test(
        "A failed fetch shows its message and no HUD; 重试 asks again and shows the list",
        arguments: messagesArchitectures)
    func errorAndRetry(architecture: ArchitectureEntry) {
        let server = Fixture.messagesServer()
        server.fail(.systemMessages, message: "网络不给力")
        let screen = MessagesScreen(architecture, server: server)
        #expect(!screen.isHUDShown)
        #expect(screen.errorMessage == "网络不给力")
        #expect(screen.emptyMessage == nil, "a list that did not come is not an empty list")
        #expect(screen.toasts.isEmpty)
        server.hold(.systemMessages)
        screen.retry()
        #expect(screen.errorMessage == nil, "the retry removes the error view at once")
        #expect(screen.isHUDShown)
        #expect(server.log == [.systemMessages, .systemMessages])
        screen.release(.systemMessages)
        #expect(!screen.isHUDShown)
        #expect(screen.rows.count == 10)
    }

    /// Contract: messages.error
    @Test(
        "A retry that fails again shows the error view again, with the new message or the same",
        arguments: messagesArchitectures)
    func retryFailsAgain(architecture: ArchitectureEntry) {
        let server = Fixture.messagesServer()
        server.fail(.systemMessages, message: "网络不给力")
        let screen = MessagesScreen(architecture, server: server)
        server.fail(.systemMessages, message: "服务器开小差了")
        screen.retry()
        #expect(screen.errorMessage == "服务器开小差了")
        server.fail(.systemMessages, message: "服务器开小差了")
        screen.retry()
        #expect(screen.errorMessage == "服务器开小差了", "the same message, shown again after the 重试 removed it")
        #expect(!screen.isHUDShown)
        screen.retry()
        #expect(screen.errorMessage == nil)
        #expect(screen.rows.count == 10)
    }

    /// Contract: messages.empty
    @Test("An empty inbox says so", arguments: messagesArchitectures)
    func emptyList(architecture: ArchitectureEntry) {
        let screen = MessagesScreen(architecture, server: Fixture.messagesServer(messages: []))
        #expect(screen.emptyMessage == "暂无系统消息")
        #expect(screen.rows.isEmpty)
        #expect(screen.errorMessage == nil)
    }
}
