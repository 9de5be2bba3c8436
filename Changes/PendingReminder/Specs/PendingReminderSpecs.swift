import Catalog
import Harness
import Shared
import Testing

/// [REQUEST.md](../REQUEST.md#the-contract), "等待验证": the change
/// request. These specs join the behaviour suite on the patched copy that
/// `mvx change PendingReminder` builds; in the base package a tap on 验证中 does nothing.
@MainActor
@Suite("Change request: 等待验证", .attachesSnapshots)
struct PendingReminderSpecs {
    private static let reminder = "已发送好友请求, 请等待验证"

    private func screen(_ architecture: ArchitectureEntry, list: FriendsScreen.List = .friends) -> FriendsScreen {
        let people = Fixture.people(count: 6)
        return FriendsScreen(architecture, list: list, server: Fixture.friendsServer(friends: people, follows: people))
    }

    /// Contract: pending.tap
    @Test("A tap on 验证中 the server said asks nothing and toasts, once per tap", arguments: friendsArchitectures)
    func askedOnTheServer(architecture: ArchitectureEntry) {
        let screen = screen(architecture)
        #expect(screen.rows.map(\.right) == ["加好友", "好友", "验证中", "加好友", "好友", "验证中"])
        screen.tapRight(row: 2)
        #expect(screen.toasts == [Self.reminder])
        screen.tapRight(row: 5)
        #expect(screen.toasts == [Self.reminder, Self.reminder], "once per tap")
        #expect(screen.server.requests(to: .addFriend).isEmpty)
        #expect(screen.rows.map(\.right) == ["加好友", "好友", "验证中", "加好友", "好友", "验证中"])
        #expect(screen.rows.map(\.delete) == Array(repeating: nil, count: 6), "no delete button")
        #expect(screen.rows.map(\.isRightSelected) == [false, true, false, false, true, false])
    }

    /// Contract: pending.tap, pending.after, friends.add
    @Test(
        "A tap on the 验证中 the user asked, in flight, then after a success or a failure",
        arguments: friendsArchitectures, [false, true])
    func askedHere(architecture: ArchitectureEntry, fails: Bool) {
        let screen = screen(architecture)
        screen.server.hold(.addFriend)
        if fails { screen.server.fail(.addFriend, message: "对方拒绝") }
        screen.tapRight(row: 0)
        #expect(screen.toasts.isEmpty, "加好友 is no reminder")
        screen.tapRight(row: 0)
        #expect(screen.row(0)?.right == "验证中")
        #expect(screen.toasts == [Self.reminder], "in flight")
        #expect(screen.server.requests(to: .addFriend).count == 1)
        screen.release(.addFriend)
        if fails {
            #expect(screen.row(0)?.right == "加好友")
            #expect(screen.toasts == [Self.reminder, "添加好友失败"])
            screen.tapRight(row: 0)
            #expect(screen.server.requests(to: .addFriend).count == 2, "加好友 asks again")
            #expect(screen.toasts == [Self.reminder, "添加好友失败"])
        } else {
            #expect(screen.row(0)?.right == "验证中")
            screen.tapRight(row: 0)
            #expect(screen.toasts == [Self.reminder, Self.reminder], "after the success")
            #expect(screen.server.requests(to: .addFriend).count == 1)
        }
        #expect(screen.row(0)?.delete == nil)
    }

    /// Contract: pending.after
    @Test("The follow list's taps toast nothing", arguments: friendsArchitectures)
    func followListUnchanged(architecture: ArchitectureEntry) {
        let screen = screen(architecture, list: .follows)
        screen.server.hold(.followUser)
        screen.tapRight(row: 0)  // 已关注: shows the delete button
        screen.tapRight(row: 1)  // +关注
        #expect(screen.row(0)?.delete != nil)
        #expect(screen.row(1)?.right == "已关注")
        #expect(screen.toasts.isEmpty)
    }
}
