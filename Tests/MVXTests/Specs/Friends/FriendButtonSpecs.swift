import Catalog
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [SCENARIO.md](../../../../SCENARIO.md#friends-and-follows-000s-qa), "Friends and follows (000's
/// Q&A)": the friend list's logic behind the one cell (000's `HHFriendCellViewModel`).
@MainActor
@Suite("Friends: the friend list's buttons", .attachesSnapshots)
struct FriendButtonSpecs {
    /// Contract: friends.add, friends.right
    @Test("加好友 reads 验证中 at once, sends the request with the greeting, and stays 验证中", arguments: friendsArchitectures)
    func add(architecture: ArchitectureEntry) {
        let screen = FriendsScreen(architecture, list: .friends)
        screen.server.hold(.addFriend)
        screen.tapRight(row: 1)
        #expect(screen.row(1)?.right == "验证中")
        #expect(screen.row(1)?.isRightSelected == false)
        #expect(screen.server.requests(to: .addFriend) == [.addFriend(userId: 11, msg: "你好, 我是xxx")])
        screen.release(.addFriend)
        #expect(screen.row(1)?.right == "验证中")
        #expect(screen.row(1)?.delete == nil)
        #expect(screen.server.friend(11)?.friendState == .pending)
        #expect(screen.toasts.isEmpty)
        screen.tapRight(row: 1)
        #expect(screen.server.requests(to: .addFriend).count == 1, "验证中 does nothing")
        #expect(screen.row(1)?.delete == nil)
    }

    /// Contract: friends.add
    @Test("A failed friend request reads 加好友 again, with one toast", arguments: friendsArchitectures)
    func addFails(architecture: ArchitectureEntry) {
        let screen = FriendsScreen(architecture, list: .friends)
        screen.server.hold(.addFriend)
        screen.server.fail(.addFriend, message: "对方拒绝")
        screen.tapRight(row: 1)
        #expect(screen.row(1)?.right == "验证中")
        screen.release(.addFriend)
        #expect(screen.row(1)?.right == "加好友")
        #expect(screen.row(1)?.isRightSelected == false)
        #expect(screen.toasts == ["添加好友失败"])
        screen.tapRight(row: 1)
        #expect(screen.row(1)?.right == "验证中", "it can be asked again")
        #expect(screen.server.requests(to: .addFriend).count == 2)
    }

    /// Contract: friends.add, friends.toggle
    @Test("验证中 does nothing: no request, no delete button", arguments: friendsArchitectures)
    func pending(architecture: ArchitectureEntry) {
        let screen = FriendsScreen(architecture, list: .friends)
        let before = screen.rows
        screen.tapRight(row: 2)
        screen.tapRight(row: 2)
        #expect(screen.rows == before)
        #expect(screen.server.log.count == 1, "only the list was asked for")
    }

    /// Contract: friends.toggle
    @Test("好友 shows the delete button, and the next tap hides it; nothing is asked", arguments: friendsArchitectures)
    func toggle(architecture: ArchitectureEntry) {
        let screen = FriendsScreen(architecture, list: .friends)
        screen.tapRight(row: 3)
        #expect(screen.row(3)?.delete == "deleteFriend")
        #expect(screen.row(3)?.right == "好友")
        #expect(screen.row(0)?.delete == nil, "the other friend's row keeps its own")
        screen.tapRight(row: 0)
        #expect(screen.row(0)?.delete == "deleteFriend")
        screen.tapRight(row: 3)
        #expect(screen.row(3)?.delete == nil)
        #expect(screen.row(0)?.delete == "deleteFriend")
        #expect(screen.server.log.count == 1)
    }

    /// Contract: friends.delete, friends.right
    @Test("Delete hides at once and ends the friendship; the row stays and reads 加好友", arguments: friendsArchitectures)
    func delete(architecture: ArchitectureEntry) {
        let screen = FriendsScreen(architecture, list: .friends)
        screen.server.hold(.deleteFriend)
        screen.tapRight(row: 0)
        screen.tapDelete(row: 0)
        #expect(screen.row(0)?.delete == nil)
        #expect(screen.row(0)?.right == "好友", "in flight, still a friend")
        #expect(screen.server.requests(to: .deleteFriend) == [.deleteFriend(userId: Fixture.otherUserId)])
        screen.release(.deleteFriend)
        #expect(screen.row(0)?.right == "加好友")
        #expect(screen.row(0)?.isRightSelected == false)
        #expect(screen.rows.count == 4, "the row stays")
        #expect(screen.toasts.isEmpty)
        screen.tapRight(row: 0)
        #expect(screen.row(0)?.right == "验证中", "and can be asked again")
        #expect(screen.server.requests(to: .addFriend) == [.addFriend(userId: Fixture.otherUserId, msg: "你好, 我是xxx")])
    }

    /// Contract: friends.delete
    @Test(
        "A failed delete leaves the friend, the delete button hidden, with one toast", arguments: friendsArchitectures)
    func deleteFails(architecture: ArchitectureEntry) {
        let screen = FriendsScreen(architecture, list: .friends)
        screen.server.fail(.deleteFriend, message: "稍后再试")
        screen.tapRight(row: 3)
        screen.tapDelete(row: 3)
        #expect(screen.row(3)?.right == "好友")
        #expect(screen.row(3)?.isRightSelected == true)
        #expect(screen.row(3)?.delete == nil)
        #expect(screen.toasts == ["删除好友失败"])
        screen.tapRight(row: 3)
        #expect(screen.row(3)?.delete == "deleteFriend", "the friend can be deleted again")
    }
}
