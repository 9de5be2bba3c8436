import Catalog
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [SCENARIO.md](../../../../SCENARIO.md#friends-and-follows-000s-qa), "Friends and follows (000's
/// Q&A)": the follow list's logic behind the same cell (000's `HHFollowCellViewModel`).
@MainActor
@Suite("Friends: the follow list's buttons", .attachesSnapshots)
struct FollowButtonSpecs {
    /// Contract: friends.follow, friends.right
    @Test("+关注 reads 已关注, selected, at once, then sends the follow", arguments: friendsArchitectures)
    func follow(architecture: ArchitectureEntry) {
        let screen = FriendsScreen(architecture, list: .follows)
        screen.server.hold(.followUser)
        screen.tapRight(row: 2)
        #expect(screen.row(2)?.right == "已关注")
        #expect(screen.row(2)?.isRightSelected == true)
        #expect(screen.server.requests(to: .followUser) == [.followUser(userId: 15)])
        screen.release(.followUser)
        #expect(screen.row(2)?.right == "已关注")
        #expect(screen.row(2)?.delete == nil)
        #expect(screen.server.friend(15)?.followState == true)
        #expect(screen.toasts.isEmpty)
    }

    /// Contract: friends.follow
    @Test("A failed follow reads +关注 again, with one toast", arguments: friendsArchitectures)
    func followFails(architecture: ArchitectureEntry) {
        let screen = FriendsScreen(architecture, list: .follows)
        screen.server.hold(.followUser)
        screen.server.fail(.followUser, message: "关注太多")
        screen.tapRight(row: 2)
        screen.release(.followUser)
        #expect(screen.row(2)?.right == "+关注")
        #expect(screen.row(2)?.isRightSelected == false)
        #expect(screen.toasts == ["关注失败"])
        screen.tapRight(row: 2)
        #expect(screen.row(2)?.right == "已关注", "it can follow again")
        #expect(screen.server.requests(to: .followUser).count == 2)
    }

    /// Contract: friends.toggle
    @Test("已关注 shows the unfollow button, and the next tap hides it; nothing is asked", arguments: friendsArchitectures)
    func toggle(architecture: ArchitectureEntry) {
        let screen = FriendsScreen(architecture, list: .follows)
        screen.tapRight(row: 1)
        #expect(screen.row(1)?.delete == "unfollow")
        #expect(screen.row(1)?.right == "已关注")
        #expect(screen.row(0)?.delete == nil)
        screen.tapRight(row: 1)
        #expect(screen.row(1)?.delete == nil)
        #expect(screen.server.log.count == 1)
    }

    /// Contract: friends.delete
    @Test("Delete hides at once and unfollows; on success the row is removed", arguments: friendsArchitectures)
    func unfollow(architecture: ArchitectureEntry) {
        let screen = FriendsScreen(architecture, list: .follows)
        screen.server.hold(.unfollowUser)
        screen.tapRight(row: 1)
        screen.tapDelete(row: 1)
        #expect(screen.row(1)?.delete == nil)
        #expect(screen.row(1)?.name == "Ada", "in flight, the row stays")
        #expect(screen.row(1)?.right == "已关注")
        #expect(screen.server.requests(to: .unfollowUser) == [.unfollowUser(userId: 14)])
        screen.release(.unfollowUser)
        #expect(screen.rows.map(\.name) == ["Alice", "小周"])
        #expect(screen.server.follows(of: Fixture.loginUserId).map(\.userId) == [Fixture.otherUserId, 15])
        #expect(screen.toasts.isEmpty)
        #expect(screen.emptyMessage == nil)
    }

    /// Contract: friends.delete
    @Test(
        "A failed unfollow leaves the row, 已关注 and its delete button hidden, with one toast",
        arguments: friendsArchitectures)
    func unfollowFails(architecture: ArchitectureEntry) {
        let screen = FriendsScreen(architecture, list: .follows)
        screen.server.fail(.unfollowUser, message: "稍后再试")
        screen.tapRight(row: 0)
        screen.tapDelete(row: 0)
        #expect(screen.rows.count == 3)
        #expect(screen.row(0)?.right == "已关注")
        #expect(screen.row(0)?.isRightSelected == true)
        #expect(screen.row(0)?.delete == nil)
        #expect(screen.toasts == ["取消关注失败"])
    }

    /// Contract: friends.delete, friends.empty
    @Test("Unfollowing everyone empties the list, which then says so", arguments: friendsArchitectures)
    func unfollowEveryone(architecture: ArchitectureEntry) {
        let screen = FriendsScreen(architecture, list: .follows)
        screen.tapRight(row: 2)
        for _ in 0..<3 {
            screen.tapRight(row: 0)
            screen.tapDelete(row: 0)
        }
        #expect(screen.rows.isEmpty)
        #expect(screen.emptyMessage == "暂无关注")
        #expect(screen.server.requests(to: .unfollowUser) == [2, 14, 15].map { .unfollowUser(userId: $0) })
    }
}
