import Catalog
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [SCENARIO.md](../../../../SCENARIO.md#friends-and-follows-000s-qa), "Friends and follows (000's
/// Q&A)": loading either list, its error and empty states, the one cell's rows, and the avatar.
@MainActor
@Suite("Friends: load and rows", .attachesSnapshots)
struct FriendsLoadSpecs {
    static func endpoint(_ list: FriendsScreen.List) -> Request.Endpoint { list == .friends ? .friends : .follows }

    /// Contract: friends.load
    @Test(
        "Either list asks once for the user's list, under a HUD until the answer",
        arguments: friendsArchitecturesAndLists)
    func load(architecture: ArchitectureEntry, list: FriendsScreen.List) {
        let server = Fixture.friendsServer()
        server.hold(Self.endpoint(list))
        let screen = FriendsScreen(architecture, list: list, server: server)
        #expect(screen.title == (list == .friends ? "好友" : "关注"))
        #expect(screen.isHUDShown)
        #expect(screen.rows.isEmpty)
        #expect(
            server.log
                == [list == .friends ? .friends(userId: Fixture.loginUserId) : .follows(userId: Fixture.loginUserId)])
        screen.release(Self.endpoint(list))
        #expect(!screen.isHUDShown)
        #expect(screen.rows.count == (list == .friends ? 4 : 3))
        #expect(server.log.count == 1, "asked once")
    }

    /// Contract: friends.error, friends.load, friends.empty
    @Test("A failed fetch shows the error view; 重试 asks again under the HUD", arguments: friendsArchitecturesAndLists)
    func errorAndRetry(architecture: ArchitectureEntry, list: FriendsScreen.List) {
        let server = Fixture.friendsServer()
        server.fail(Self.endpoint(list), message: "网络不给力")
        let screen = FriendsScreen(architecture, list: list, server: server)
        #expect(screen.errorMessage == "网络不给力")
        #expect(!screen.isHUDShown)
        #expect(screen.emptyMessage == nil, "a failed list is not empty")
        server.hold(Self.endpoint(list))
        server.fail(Self.endpoint(list), message: "还是不行")
        screen.retry()
        #expect(screen.errorMessage == nil)
        #expect(screen.isHUDShown)
        #expect(server.requests(to: Self.endpoint(list)).count == 2)
        screen.release(Self.endpoint(list))
        #expect(screen.errorMessage == "还是不行")
        #expect(!screen.isHUDShown)
        server.fail(Self.endpoint(list), message: "还是不行")
        screen.retry()
        screen.release(Self.endpoint(list))
        #expect(screen.errorMessage == "还是不行", "the same message, shown again after the 重试 removed it")
        server.stopHolding(Self.endpoint(list))
        screen.retry()
        #expect(screen.errorMessage == nil)
        #expect(screen.rows.count == (list == .friends ? 4 : 3))
        #expect(screen.emptyMessage == nil)
    }

    /// Contract: friends.empty
    @Test("A list with no one says so, once answered", arguments: friendsArchitecturesAndLists)
    func empty(architecture: ArchitectureEntry, list: FriendsScreen.List) {
        let server = Fixture.friendsServer(friends: [], follows: [])
        server.hold(Self.endpoint(list))
        let screen = FriendsScreen(architecture, list: list, server: server)
        #expect(screen.emptyMessage == nil, "not answered yet")
        screen.release(Self.endpoint(list))
        #expect(screen.emptyMessage == (list == .friends ? "暂无好友" : "暂无关注"))
        #expect(screen.rows.isEmpty)
    }

    /// Contract: friends.row, friends.right, friends.height
    @Test(
        "A friend row shows the one cell: each field, each empty one, each friend state",
        arguments: friendsArchitectures)
    func friendRows(architecture: ArchitectureEntry) {
        let screen = FriendsScreen(architecture, list: .friends)
        #expect(
            screen.rows == [
                FriendsScreen.Row(
                    avatar: "alice.png", name: "Alice", isVip: true, signature: "爱旅行", friendCount: "你们有3个共同好友",
                    right: "好友", isRightSelected: true, delete: nil, height: 91),
                FriendsScreen.Row(
                    avatar: "placeholderUserIcon", name: "小李", isVip: false, signature: "TA很懒,什么都没写",
                    friendCount: "", right: "加好友", isRightSelected: false, delete: nil, height: 68),
                FriendsScreen.Row(
                    avatar: "ming.png", name: "阿明", isVip: true, signature: "天天开心", friendCount: "你们有1个共同好友",
                    right: "验证中", isRightSelected: false, delete: nil, height: 91),
                FriendsScreen.Row(
                    avatar: "zhao.png", name: "", isVip: false, signature: "TA很懒,什么都没写", friendCount: "你们有12个共同好友",
                    right: "好友", isRightSelected: true, delete: nil, height: 91),
            ])
        #expect(screen.emptyMessage == nil)
    }

    /// Contract: friends.row, friends.right, friends.height
    @Test("A follow row shows the same cell, 68 high, with the follow's button", arguments: friendsArchitectures)
    func followRows(architecture: ArchitectureEntry) {
        let screen = FriendsScreen(architecture, list: .follows)
        #expect(
            screen.rows == [
                FriendsScreen.Row(
                    avatar: "alice.png", name: "Alice", isVip: true, signature: "爱旅行", friendCount: "你们有3个共同好友",
                    right: "已关注", isRightSelected: true, delete: nil, height: 68),
                FriendsScreen.Row(
                    avatar: "ada.png", name: "Ada", isVip: false, signature: "Swift", friendCount: "",
                    right: "已关注", isRightSelected: true, delete: nil, height: 68),
                FriendsScreen.Row(
                    avatar: "placeholderUserIcon", name: "小周", isVip: true, signature: "TA很懒,什么都没写",
                    friendCount: "你们有5个共同好友", right: "+关注", isRightSelected: false, delete: nil, height: 68),
            ])
    }

    /// Contract: friends.height, friends.row
    @Test(
        "In another user's friend list, the login user's row is 68 high, friends in common or not",
        arguments: friendsArchitectures)
    func loginUserRow(architecture: ArchitectureEntry) {
        let screen = FriendsScreen(architecture, list: .friends, userId: Fixture.otherUserId)
        #expect(screen.server.log == [.friends(userId: Fixture.otherUserId)])
        #expect(screen.rows.map(\.name) == ["Me", "路人"])
        #expect(screen.rows.map(\.height) == [68, 91])
        #expect(screen.rows.map(\.friendCount) == ["你们有4个共同好友", "你们有2个共同好友"])
    }

    /// Contract: friends.reuse, friends.self
    @Test(
        "A cell reused after the own row, a shown delete button or a request in flight shows the new row's every field",
        arguments: friendsArchitectures)
    func reusedCellsShowTheirRow(architecture: ArchitectureEntry) throws {
        let me = Fixture.friendsOfOther[0]
        let people = Fixture.people(count: 15)
        let server = Fixture.friendsServer()
        server.fillFriends(of: Fixture.otherUserId, friends: [me] + people, follows: [])
        let screen = FriendsScreen(architecture, list: .friends, userId: Fixture.otherUserId, server: server)
        #expect(screen.row(0)?.right == nil)
        let shown = try #require((1..<10).first { screen.row($0)?.right == "好友" })
        screen.tapRight(row: shown)
        #expect(screen.row(shown)?.delete == "deleteFriend")
        screen.server.hold(.addFriend)
        let asking = try #require((1..<10).first { screen.row($0)?.right == "加好友" })
        screen.tapRight(row: asking)
        #expect(screen.row(asking)?.right == "验证中", "in flight as its cell goes")
        screen.scroll(toRow: 15)
        let expected = people[9...14].map { user in
            FriendsScreen.Row(
                avatar: user.avatar.isEmpty ? "placeholderUserIcon" : user.avatar, name: user.nickname,
                isVip: user.level > 0, signature: user.signature.isEmpty ? "TA很懒,什么都没写" : user.signature,
                friendCount: user.commonFriendCount > 0 ? "你们有\(user.commonFriendCount)个共同好友" : "",
                right: ["加好友", "验证中", "好友"][[.none, .pending, .friend].firstIndex(of: user.friendState)!],
                isRightSelected: user.friendState == .friend, delete: nil,
                height: user.commonFriendCount > 0 ? 91 : 68)
        }
        #expect((10...15).map { screen.row($0) } == expected)
        #expect((10...15).allSatisfy { screen.row($0)?.right != nil && screen.row($0)?.delete == nil })
    }

    /// Contract: friends.self
    @Test(
        "In another user's friend list, the login user's own row has no right button, and no delete button",
        arguments: friendsArchitectures)
    func ownRowHasNoButton(architecture: ArchitectureEntry) {
        let screen = FriendsScreen(architecture, list: .friends, userId: Fixture.otherUserId)
        #expect(screen.row(0)?.name == "Me")
        #expect(screen.row(0)?.right == nil, "one cannot befriend oneself")
        #expect(screen.row(0)?.delete == nil)
        #expect(screen.row(1)?.right == "加好友", "the other rows keep theirs")
        screen.tapAvatar(row: 1)
        screen.goBack()
        #expect(screen.row(0)?.right == nil)
        #expect(screen.server.requests(to: .addFriend).isEmpty)
    }

    /// Contract: friends.avatar, friends.back
    @Test("A row's avatar opens that user's profile, in either list", arguments: friendsArchitecturesAndLists)
    func avatarOpensProfile(architecture: ArchitectureEntry, list: FriendsScreen.List) throws {
        let screen = FriendsScreen(architecture, list: list)
        screen.tapRight(row: list == .friends ? 0 : 1)
        let before = screen.rows
        #expect(before.contains { $0.delete != nil }, "a delete button shown before the avatar is tapped")
        screen.tapAvatar(row: 0)
        #expect(screen.navigation.viewControllers.count == 2)
        #expect(screen.navigation.topViewController?.title == "用户详情")
        let profile = try #require(screen.topView)
        #expect(screen.text("userInfo.name", in: profile) == "Alice")
        #expect(screen.server.requests(to: .userInfo) == [.userInfo(userId: Fixture.otherUserId)])
        screen.goBack()
        screen.tapAvatar(row: 1)
        #expect(screen.server.requests(to: .userInfo).last == .userInfo(userId: list == .friends ? 11 : 14))
        screen.goBack()
        #expect(screen.rows == before, "the list as it was left")
        #expect(screen.server.requests(to: Self.endpoint(list)).count == 1, "and asked nothing again")
    }

    /// Contract: friends.avatar
    @Test(
        "The login user's avatar in another user's friend list opens the own profile", arguments: friendsArchitectures)
    func ownAvatar(architecture: ArchitectureEntry) throws {
        let screen = FriendsScreen(architecture, list: .friends, userId: Fixture.otherUserId)
        screen.tapAvatar(row: 0)
        let own = try #require(screen.topView)
        #expect(screen.text("userInfo.name", in: own) == "Me")
        #expect(screen.find("draftList", in: own) != nil, "the own profile")
    }

    /// Contract: friends.row, friends.right, friends.height, friends.toggle
    @Test(
        "A reused cell shows nothing of the user it showed before, in any field, scrolling down and back",
        arguments: friendsArchitectures, FriendsScreen.List.allCases)
    func reusedCellsShowTheirOwnUser(architecture: ArchitectureEntry, list: FriendsScreen.List) throws {
        let people = Fixture.people(count: 30)
        func server(_ people: [Friend]) -> FakeServer { Fixture.friendsServer(friends: people, follows: people) }
        // Each user as a fresh cell draws it: the first rows of a list that starts with them.
        var fresh: [String: FriendsScreen.Row] = [:]
        for start in stride(from: 0, to: people.count, by: 10) {
            let screen = FriendsScreen(
                architecture, list: list, server: server(Array(people[start...] + people[..<start])))
            for row in screen.rows { fresh[row.name ?? ""] = row }
        }
        #expect(fresh.count == people.count)
        let screen = FriendsScreen(architecture, list: list, server: server(people))
        let opened = try #require(screen.rows.firstIndex { $0.isRightSelected })
        screen.tapRight(row: opened)
        let openedRow = try #require(screen.row(opened))
        #expect(openedRow.delete != nil, "the user opened its delete button")
        for row in [29, 19, 9, 0] {
            screen.scroll(toRow: row)
            #expect(screen.table?.visibleRows.contains(row) == true)
            for index in screen.table?.visibleRows ?? 0..<0 {
                let shown = screen.row(index)
                let expected = index == opened ? openedRow : fresh[shown?.name ?? ""]
                #expect(shown == expected, "row \(index), reached at row \(row)")
            }
        }
        #expect(screen.server.log.count == 1, "scrolling asks nothing")
    }
}
