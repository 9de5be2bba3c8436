import Foundation
import HeadlessUIKit
import Shared
import TEA
import Testing

// TEA: the messages' rules are `MessagesState.update`, a message in and the state and the
// commands out; an answer is a message the test sends. The layout is the cell's (it measures text
// in fonts), so that case needs the kit, as MVP's does.

@MainActor
@Suite("TEA: MessagesState")
struct MessagesStateTests {
    private static let messages = [
        SystemMessageModel(
            messageID: 101, author: "安全中心", title: "账户安全", content: String(repeating: "您的账户在新设备登录", count: 3),
            publishedTime: "2016-03-08 20:30", isRead: false),
        SystemMessageModel(
            messageID: 102, author: "运营", title: "活动提醒", content: "周末活动报名开始啦", publishedTime: "2016-03-9 9:05",
            isRead: true),
    ]

    private func loaded() -> MessagesState {
        var state = MessagesState()
        #expect(state.update(.load) == [.fetchMessages])
        #expect(state.update(.loaded(.success(Self.messages))) == [])
        return state
    }

    /// LogicCase: messages: frames and heights
    @Test("messages: frames and heights, collapsed and expanded (the cell's, with the kit's fonts)")
    func messagesLayout() {
        var state = loaded()
        let collapsed = SystemMessageCell.layout(of: state.rows[0])
        #expect(collapsed.title == CGRect(x: 15, y: 15, width: 60, height: 18))
        #expect(collapsed.time == CGRect(x: 15, y: 43, width: 130, height: 10))
        #expect(collapsed.content == CGRect(x: 15, y: 63, width: 312, height: 15))
        #expect(collapsed.height == 143)
        #expect(state.rows[0].timeText == "2016-03-08 20:30 安全中心")
        _ = state.update(.tapMore(messageID: 101))
        let expanded = SystemMessageCell.layout(of: state.rows[0])
        #expect(expanded.content.height == 30)
        #expect(expanded.height == 158)
        #expect(state.rows[0].moreText == "收起")
    }

    /// LogicCase: messages: one receipt, undone when it fails
    @Test("messages: one receipt, undone when it fails")
    func messagesReadReceipt() {
        var state = loaded()
        #expect(
            state.update(.tapMore(messageID: 101)) == [.scrollTo(messageID: 101), .markRead(messageID: 101)])
        #expect(state.rows[0].isUnread == false, "read at once")
        #expect(state.update(.tapMore(messageID: 101)) == [.scrollTo(messageID: 101)])
        #expect(state.update(.tapMore(messageID: 101)) == [.scrollTo(messageID: 101)], "one receipt in flight")
        #expect(state.update(.receiptFailed(messageID: 101)) == [], "quietly")
        #expect(state.rows[0].isUnread)
        _ = state.update(.tapMore(messageID: 101))
        #expect(
            state.update(.tapMore(messageID: 101)) == [.scrollTo(messageID: 101), .markRead(messageID: 101)],
            "sent again after the failure")
        #expect(state.update(.tapMore(messageID: 102)) == [.scrollTo(messageID: 102)], "a read message sends nothing")
    }

    /// LogicCase: messages: a refresh keeps state
    @Test("messages: a refresh keeps expansions by id and what was read here, across drops")
    func messagesRefresh() {
        var state = loaded()
        _ = state.update(.tapMore(messageID: 101))
        _ = state.update(.tapMore(messageID: 102))
        #expect(state.update(.refresh) == [.fetchMessages])
        #expect(state.update(.refresh) == [], "a pull while a fetch is in flight asks nothing")
        let newer = SystemMessageModel(
            messageID: 103, author: "", title: "新消息", content: "", publishedTime: "2016-03-12 8:00", isRead: false)
        _ = state.update(.loaded(.success([newer] + Self.messages)))
        #expect(state.rows.map(\.id) == [103, 101, 102])
        #expect(state.rows.map(\.isExpanded) == [false, true, true])
        #expect(state.rows.map(\.isUnread) == [true, false, false], "101 read here, whatever the answer says")
        _ = state.update(.refresh)
        _ = state.update(.loaded(.success([newer])))
        _ = state.update(.refresh)
        _ = state.update(.loaded(.success(Self.messages)))
        #expect(state.rows.map(\.isExpanded) == [false, false], "dropped, then back collapsed")
        #expect(state.rows[0].isUnread == false, "still read here")
        _ = state.update(.refresh)
        #expect(state.update(.loaded(.failure(RequestError(message: "网络错误")))) == [.toast("网络错误")])
        #expect(state.rows.map(\.id) == [101, 102], "a failed refresh leaves the list")
        #expect(state.errorMessage == nil)
    }
}
