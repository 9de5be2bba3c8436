import Catalog
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [SCENARIO.md](../../../../SCENARIO.md#friends-and-follows-000s-qa), "Friends and follows (000's
/// Q&A)": rows with requests in flight at once, answers in either order, read between them.
@MainActor
@Suite("Friends: rows in flight", .attachesSnapshots)
struct FriendsRowSpecs {
    /// The order the follow's and the unfollow's answers come in, and whether the follow fails.
    enum Answers: CaseIterable, Sendable {
        case followThenUnfollow, unfollowThenFollow, failedFollowThenUnfollow, unfollowThenFailedFollow
    }

    /// Contract: friends.rows, friends.delete, friends.follow, friends.toggle
    @Test(
        "A delete tapped while the follow is in flight is sent at once; each answer does its own part",
        arguments: friendsArchitectures, Answers.allCases)
    func deleteWhileFollowing(architecture: ArchitectureEntry, answers: Answers) {
        let screen = FriendsScreen(architecture, list: .follows)
        let followFails = answers == .failedFollowThenUnfollow || answers == .unfollowThenFailedFollow
        screen.server.hold(.followUser)
        screen.server.hold(.unfollowUser)
        if followFails { screen.server.fail(.followUser, message: "关注太多") }
        screen.tapRight(row: 2)
        screen.tapRight(row: 2)
        #expect(screen.row(2)?.delete == "unfollow", "已关注 at once: the delete shows while the follow is in flight")
        screen.tapDelete(row: 2)
        #expect(screen.row(2)?.delete == nil)
        #expect(screen.server.log.dropFirst() == [.followUser(userId: 15), .unfollowUser(userId: 15)])
        switch answers {
        case .followThenUnfollow:
            screen.release(.followUser)
            #expect(screen.row(2)?.right == "已关注")
            screen.release(.unfollowUser)
            #expect(screen.rows.map(\.name) == ["Alice", "Ada"])
            #expect(screen.toasts.isEmpty)
        case .unfollowThenFollow:
            screen.release(.unfollowUser)
            #expect(screen.rows.map(\.name) == ["Alice", "Ada"])
            screen.release(.followUser)
            #expect(screen.rows.map(\.name) == ["Alice", "Ada"])
            #expect(screen.toasts.isEmpty)
        case .failedFollowThenUnfollow:
            screen.release(.followUser)
            #expect(screen.row(2)?.right == "+关注")
            #expect(screen.row(2)?.isRightSelected == false)
            #expect(screen.toasts == ["关注失败"])
            screen.release(.unfollowUser)
            #expect(screen.rows.map(\.name) == ["Alice", "Ada"])
            #expect(screen.toasts == ["关注失败"])
        case .unfollowThenFailedFollow:
            screen.release(.unfollowUser)
            #expect(screen.rows.map(\.name) == ["Alice", "Ada"])
            screen.release(.followUser)
            #expect(screen.rows.map(\.name) == ["Alice", "Ada"])
            #expect(screen.rows.map(\.right) == ["已关注", "已关注"], "the removed row's answer lands nowhere")
            #expect(screen.toasts.isEmpty, "a removed row's failure toasts nothing")
        }
        #expect(screen.emptyMessage == nil)
    }

    /// Contract: friends.rows, friends.add
    @Test(
        "A failure on one row while another succeeds, answered latest first, read between the answers",
        arguments: friendsArchitectures)
    func failureBesideSuccess(architecture: ArchitectureEntry) {
        let people = Fixture.people(count: 6)
        let screen = FriendsScreen(architecture, server: Fixture.friendsServer(friends: people, follows: []))
        #expect(screen.rows.map(\.right) == ["加好友", "好友", "验证中", "加好友", "好友", "验证中"])
        screen.server.hold(.addFriend)
        screen.server.fail(.addFriend, message: "对方拒绝")
        screen.tapRight(row: 0)
        screen.tapRight(row: 3)
        #expect(screen.rows.map(\.right) == ["验证中", "好友", "验证中", "验证中", "好友", "验证中"])
        screen.releaseLatest(.addFriend)
        #expect(screen.rows.map(\.right) == ["验证中", "好友", "验证中", "验证中", "好友", "验证中"])
        #expect(screen.toasts.isEmpty)
        screen.release(.addFriend)
        #expect(screen.rows.map(\.right) == ["加好友", "好友", "验证中", "验证中", "好友", "验证中"])
        #expect(screen.toasts == ["添加好友失败"])
    }

    /// Contract: friends.rows, friends.follow, friends.delete
    @Test("A follow's failure lands on its row after another row above it was removed", arguments: friendsArchitectures)
    func failureAfterRemoval(architecture: ArchitectureEntry) {
        let screen = FriendsScreen(architecture, list: .follows)
        screen.server.hold(.followUser)
        screen.server.fail(.followUser, message: "关注太多")
        screen.tapRight(row: 2)
        screen.tapRight(row: 1)
        screen.tapDelete(row: 1)
        #expect(screen.rows.map(\.name) == ["Alice", "小周"])
        #expect(screen.row(1)?.right == "已关注")
        screen.release(.followUser)
        #expect(screen.row(1)?.name == "小周")
        #expect(screen.row(1)?.right == "+关注")
        #expect(screen.row(0)?.right == "已关注")
        #expect(screen.toasts == ["关注失败"])
    }

    /// Contract: friends.follow, friends.toggle, friends.delete
    @Test(
        "A follow that fails while its delete button shows leaves the button, which then unfollows as any does",
        arguments: friendsArchitectures)
    func deleteAfterFailedFollow(architecture: ArchitectureEntry) {
        let screen = FriendsScreen(architecture, list: .follows)
        screen.server.hold(.followUser)
        screen.server.fail(.followUser, message: "关注太多")
        screen.tapRight(row: 2)
        screen.tapRight(row: 2)
        #expect(screen.row(2)?.delete == "unfollow")
        screen.release(.followUser)
        #expect(screen.row(2)?.right == "+关注")
        #expect(screen.row(2)?.delete == "unfollow", "the user opened it: the follow's undo leaves it")
        #expect(screen.toasts == ["关注失败"])
        screen.tapDelete(row: 2)
        #expect(screen.server.log.last == .unfollowUser(userId: 15))
        #expect(screen.rows.map(\.name) == ["Alice", "Ada"])
        #expect(screen.toasts == ["关注失败"])
    }

    /// Contract: friends.follow, friends.delete, friends.rows
    @Test(
        "A follow and the unfollow of its delete button that both fail leave the row as before the follow",
        arguments: friendsArchitectures, [false, true])
    func followAndUnfollowBothFail(architecture: ArchitectureEntry, unfollowAnswersFirst: Bool) {
        let screen = FriendsScreen(architecture, list: .follows)
        screen.server.hold(.followUser)
        screen.server.hold(.unfollowUser)
        screen.server.fail(.followUser, message: "关注太多")
        screen.server.fail(.unfollowUser, message: "网络错误")
        screen.tapRight(row: 2)
        screen.tapRight(row: 2)
        screen.tapDelete(row: 2)
        #expect(screen.row(2)?.right == "已关注")
        #expect(screen.row(2)?.delete == nil)
        if unfollowAnswersFirst {
            screen.release(.unfollowUser)
            #expect(screen.row(2)?.right == "已关注", "the follow still in flight")
            screen.release(.followUser)
        } else {
            screen.release(.followUser)
            screen.release(.unfollowUser)
        }
        #expect(screen.row(2)?.right == "+关注", "neither went through")
        #expect(screen.row(2)?.isRightSelected == false)
        #expect(screen.row(2)?.delete == nil)
        #expect(screen.rows.map(\.name) == ["Alice", "Ada", "小周"])
        #expect(
            screen.toasts == (unfollowAnswersFirst ? ["取消关注失败", "关注失败"] : ["关注失败", "取消关注失败"]),
            "each failure once")
        screen.tapRight(row: 2)
        #expect(screen.server.log.last == .followUser(userId: 15), "the next tap follows")
    }

    /// Contract: friends.rows, friends.delete
    @Test("Deletes on two friend rows, one failing, answered in reverse order", arguments: friendsArchitectures)
    func twoDeletes(architecture: ArchitectureEntry) {
        let screen = FriendsScreen(architecture, list: .friends)
        screen.server.hold(.deleteFriend)
        screen.tapRight(row: 0)
        screen.tapDelete(row: 0)
        screen.server.fail(.deleteFriend, message: "稍后再试")
        screen.tapRight(row: 3)
        screen.tapDelete(row: 3)
        screen.releaseLatest(.deleteFriend)
        #expect(screen.row(3)?.right == "好友")
        #expect(screen.row(0)?.right == "好友", "row 0's answer is still in flight")
        #expect(screen.toasts == ["删除好友失败"])
        screen.release(.deleteFriend)
        #expect(screen.row(0)?.right == "加好友")
        #expect(screen.row(3)?.right == "好友")
        #expect(screen.toasts == ["删除好友失败"])
    }
}

/// [SCENARIO.md](../../../../SCENARIO.md#friends-and-follows-000s-qa), "Friends and follows (000's
/// Q&A)": every answer lands on its own row, found by its user, whatever rows a removal took away
/// above it while it was out; read between the answers.
@MainActor
@Suite("Friends: rows that move", .attachesSnapshots)
struct FriendsRowsThatMoveSpecs {
    /// Five followed users, so that every row can be unfollowed.
    private static let followed = (0..<5).map {
        Friend(userId: 40 + $0, nickname: "关注\($0)", signature: "签名\($0)", followState: true)
    }

    private func unfollow(_ screen: FriendsScreen, row: Int) {
        screen.tapRight(row: row)
        screen.tapDelete(row: row)
    }

    /// Contract: friends.moves, friends.rows, friends.delete
    @Test(
        "Two unfollows in flight, answered in either order, each remove their own row",
        arguments: friendsArchitectures, [false, true])
    func twoUnfollows(architecture: ArchitectureEntry, newestFirst: Bool) {
        let screen = FriendsScreen(
            architecture, list: .follows, server: Fixture.friendsServer(friends: [], follows: Self.followed))
        screen.server.hold(.unfollowUser)
        unfollow(screen, row: 1)
        unfollow(screen, row: 3)
        #expect(screen.rows.count == 5, "a row goes when its unfollow succeeds")
        if newestFirst {
            screen.releaseLatest(.unfollowUser)
            #expect(screen.rows.map(\.name) == ["关注0", "关注1", "关注2", "关注4"])
        } else {
            screen.release(.unfollowUser)
            #expect(screen.rows.map(\.name) == ["关注0", "关注2", "关注3", "关注4"])
        }
        #expect(screen.rows.allSatisfy { $0.right == "已关注" && $0.delete == nil })
        screen.release(.unfollowUser)
        #expect(screen.rows.map(\.name) == ["关注0", "关注2", "关注4"])
        #expect(screen.toasts.isEmpty)
    }

    /// Contract: friends.moves, friends.rows, friends.delete
    @Test(
        "An unfollow that fails after a row above it was removed restores its own row",
        arguments: friendsArchitectures)
    func failedUnfollowAfterRemovalAbove(architecture: ArchitectureEntry) {
        let screen = FriendsScreen(
            architecture, list: .follows, server: Fixture.friendsServer(friends: [], follows: Self.followed))
        screen.server.hold(.unfollowUser)
        screen.server.fail(.unfollowUser, message: "稍后再试")
        unfollow(screen, row: 3)  // fails
        unfollow(screen, row: 0)
        screen.releaseLatest(.unfollowUser)
        #expect(screen.rows.map(\.name) == ["关注1", "关注2", "关注3", "关注4"])
        screen.tapRight(row: 0)
        #expect(screen.row(0)?.delete == "unfollow", "关注1 shows its delete button meanwhile")
        screen.release(.unfollowUser)
        #expect(screen.rows.map(\.name) == ["关注1", "关注2", "关注3", "关注4"])
        #expect(screen.row(2)?.right == "已关注")
        #expect(screen.row(2)?.delete == nil)
        #expect(screen.row(0)?.delete == "unfollow", "the failure undoes its own row only")
        #expect(screen.toasts == ["取消关注失败"])
    }

    /// Contract: friends.moves, friends.rows, friends.follow
    @Test(
        "A follow answered after two rows above it were removed lands on its own row",
        arguments: friendsArchitectures, [false, true])
    func followAfterRemovalsAbove(architecture: ArchitectureEntry, fails: Bool) {
        let people = Self.followed.prefix(2) + [Friend(userId: 50, nickname: "新人", followState: false)]
        let screen = FriendsScreen(
            architecture, list: .follows, server: Fixture.friendsServer(friends: [], follows: Array(people)))
        screen.server.hold(.followUser)
        if fails { screen.server.fail(.followUser, message: "关注太多") }
        screen.tapRight(row: 2)
        unfollow(screen, row: 0)  // 关注0
        unfollow(screen, row: 0)  // 关注1, now first
        #expect(screen.rows.map(\.name) == ["新人"])
        #expect(screen.row(0)?.right == "已关注")
        screen.release(.followUser)
        #expect(screen.rows.map(\.name) == ["新人"])
        #expect(screen.row(0)?.right == (fails ? "+关注" : "已关注"))
        #expect(screen.row(0)?.isRightSelected == !fails)
        #expect(screen.toasts == (fails ? ["关注失败"] : []))
    }

    /// Contract: friends.delete, friends.toggle, friends.rows
    @Test(
        "While a deletion is in flight its right button shows no delete button, so nothing asks twice",
        arguments: friendsArchitectures, FriendsScreen.List.allCases.flatMap { list in [(list, false), (list, true)] })
    func rightWhileDeleting(architecture: ArchitectureEntry, deletion: (list: FriendsScreen.List, fails: Bool)) {
        let (list, fails) = deletion
        let screen = FriendsScreen(architecture, list: list)
        let (row, endpoint, right, failure): (Int, Request.Endpoint, String, String) =
            list == .friends ? (0, .deleteFriend, "好友", "删除好友失败") : (1, .unfollowUser, "已关注", "取消关注失败")
        screen.server.hold(endpoint)
        if fails { screen.server.fail(endpoint, message: "稍后再试") }
        screen.tapRight(row: row)
        screen.tapDelete(row: row)
        screen.tapRight(row: row)
        #expect(screen.row(row)?.delete == nil, "the deletion is in flight")
        #expect(screen.row(row)?.right == right)
        screen.tapDelete(row: row)
        screen.tapRight(row: row)
        #expect(screen.row(row)?.delete == nil)
        #expect(screen.server.requests(to: endpoint).count == 1)
        screen.release(endpoint)
        #expect(screen.toasts == (fails ? [failure] : []))
        guard fails else { return }
        #expect(screen.row(row)?.right == right)
        #expect(screen.row(row)?.delete == nil, "as before the tap")
        screen.tapRight(row: row)
        #expect(screen.row(row)?.delete != nil, "once it has failed, the delete button shows again")
    }
}
