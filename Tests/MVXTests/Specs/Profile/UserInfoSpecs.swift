import Catalog
import Foundation
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [SCENARIO.md](../../../../SCENARIO.md#the-screen), "The screen" and "User info".
@MainActor
@Suite("User info module", .attachesSnapshots)
struct UserInfoSpecs {
    /// Contract: screen.title, info.icon, info.name, info.summary, info.counts
    @Test("Title, icon, name, summary and counts come from the user", arguments: architectures)
    func showsTheUser(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        #expect(screen.title == "用户详情")
        #expect(screen.button("userInfo.icon")?.currentImage?.name == "alice.png")
        #expect(screen.text("userInfo.name") == "Alice")
        #expect(screen.text("userInfo.summary") == "个人简介: 爱旅行")
        #expect(screen.text("userInfo.blogCount") == "作品: 25")
        #expect(screen.text("userInfo.friendCount") == "好友: 7")
    }

    /// Contract: screen.title
    @Test(
        "The own profile is the same scene: title, user info, blog list, HUD and navigation", arguments: architectures)
    func ownProfileIsTheSameScene(architecture: ArchitectureEntry) {
        let server = Fixture.server()
        server.hold(.blogs)
        let screen = ProfileScreen(architecture, server: server, userId: Fixture.loginUserId)
        #expect(screen.title == "用户详情")
        #expect(screen.isHUDShown)
        screen.release(.blogs)
        #expect(!screen.isHUDShown)
        #expect(screen.button("userInfo.icon")?.currentImage?.name == "me.png")
        #expect(screen.text("userInfo.name") == "Me")
        #expect(screen.text("userInfo.summary") == "个人简介: 写代码的")
        #expect(screen.text("userInfo.blogCount") == "作品: 25")
        #expect(screen.text("userInfo.friendCount") == "好友: 3")
        #expect(screen.blogRow(1)?["blogCell.author"] == "作者姓名: Me")
        screen.selectBlog(row: 1)
        #expect(screen.topScreen == "blogDetail.\(Fixture.blogId(author: Fixture.loginUserId, index: 1))")
        screen.navigation.popViewController(animated: false)
        screen.tap("userInfo.icon")
        #expect(screen.topScreen == "userDetail.\(Fixture.loginUserId)")
    }

    /// Contract: info.icon, info.name, info.summary
    @Test("An empty icon, name and summary fall back to icon0, 匿名 and the lazy summary", arguments: architectures)
    func fallsBackOnEmptyFields(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture, userId: Fixture.blankUserId)
        #expect(screen.button("userInfo.icon")?.currentImage?.name == "icon0")
        #expect(screen.text("userInfo.name") == "匿名")
        #expect(screen.text("userInfo.summary") == "个人简介: 这个人很懒, 什么也没有写~")
        #expect(screen.text("userInfo.blogCount") == "作品: 0")
    }

    /// One of the user's fields left empty, the others filled.
    enum EmptyField: String, CaseIterable, Sendable {
        case icon, name, summary
    }

    /// Contract: info.icon, info.name, info.summary
    @Test(
        "Each field left empty alone falls back on its own; the others show as given",
        arguments: architectures, EmptyField.allCases)
    func fallsBackOnOneEmptyField(architecture: ArchitectureEntry, empty: EmptyField) {
        var alice = Fixture.users[1]
        switch empty {
        case .icon: alice.iconName = ""
        case .name: alice.name = ""
        case .summary: alice.summary = ""
        }
        let users = Fixture.users.map { $0.id == alice.id ? alice : $0 }
        let screen = ProfileScreen(architecture, server: Fixture.server(users: users))
        #expect(screen.button("userInfo.icon")?.currentImage?.name == (empty == .icon ? "icon0" : "alice.png"))
        #expect(screen.text("userInfo.name") == (empty == .name ? "匿名" : "Alice"))
        #expect(screen.text("userInfo.summary") == (empty == .summary ? "个人简介: 这个人很懒, 什么也没有写~" : "个人简介: 爱旅行"))
        #expect(screen.text("userInfo.blogCount") == "作品: 25")
        #expect(screen.text("userInfo.friendCount") == "好友: 7")
    }

    /// Contract: info.counts
    @Test("The two counts are the user's own, each in its label", arguments: architectures)
    func countsAreDistinct(architecture: ArchitectureEntry) {
        var alice = Fixture.users[1]
        alice.blogCount = 3
        alice.friendCount = 12
        let users = Fixture.users.map { $0.id == alice.id ? alice : $0 }
        let screen = ProfileScreen(architecture, server: Fixture.server(blogCount: 3, users: users))
        #expect(screen.text("userInfo.blogCount") == "作品: 3")
        #expect(screen.text("userInfo.friendCount") == "好友: 12")
    }

    /// Contract: info.retry
    @Test("A retry that fails again with the same message shows the error view again", arguments: architectures)
    func retryFailsWithTheSameMessage(architecture: ArchitectureEntry) {
        let server = Fixture.server()
        server.fail(.userInfo, message: "网络不给力", .untilCleared)
        let screen = ProfileScreen(architecture, server: server)
        #expect(screen.errorMessage(in: "userInfo") == "网络不给力")
        screen.retry(in: "userInfo")
        #expect(server.requests(to: .userInfo).count == 2)
        #expect(screen.errorMessage(in: "userInfo") == "网络不给力", "the module is not left blank")
        server.clearFailure(.userInfo)
        screen.retry(in: "userInfo")
        #expect(screen.errorMessage(in: "userInfo") == nil)
        #expect(screen.text("userInfo.name") == "Alice")
    }

    /// Contract: info.iconTap
    @Test("Tapping the icon opens that user's detail screen", arguments: architectures)
    func iconOpensUserDetail(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.tap("userInfo.icon")
        #expect(screen.topScreen == "userDetail.\(Fixture.otherUserId)")
    }

    /// Contract: info.iconTap
    @Test("Before the user is known, in flight or failed, a tap on the icon opens nothing", arguments: architectures)
    func iconBeforeTheUser(architecture: ArchitectureEntry) {
        let server = Fixture.server()
        server.fail(.userInfo, message: "用户不存在")
        server.hold(.userInfo)
        let screen = ProfileScreen(architecture, server: server)
        screen.tap("userInfo.icon")
        #expect(screen.topScreen != "userDetail.\(Fixture.otherUserId)")
        screen.release(.userInfo)
        #expect(screen.errorMessage(in: "userInfo") == "用户不存在")
        screen.tap("userInfo.icon")
        #expect(screen.topScreen != "userDetail.\(Fixture.otherUserId)")
        #expect(screen.navigation.viewControllers.count == 1, "nothing opened")
    }

    /// Contract: info.lists, friends.load
    @Test("好友列表 and 关注列表 open that user's lists, before the user is known too", arguments: architectures)
    func listsOpen(architecture: ArchitectureEntry) {
        let server = Fixture.server()
        server.fillFriends(of: Fixture.otherUserId, friends: Fixture.friendsOfOther, follows: Fixture.follows)
        server.hold(.userInfo)
        let screen = ProfileScreen(architecture, server: server)
        #expect(screen.button("userInfo.friendList")?.currentTitle == "好友列表")
        #expect(screen.button("userInfo.followList")?.currentTitle == "关注列表")
        screen.tap("userInfo.friendList")
        #expect(screen.navigation.topViewController?.title == "好友")
        #expect(server.requests(to: .friends) == [.friends(userId: Fixture.otherUserId)])
        #expect(
            screen.topView.map { screen.text("userCell.name", in: $0) } == "Me",
            "the user's friends, as the list shows them")
        screen.goBack()
        screen.tap("userInfo.followList")
        #expect(screen.navigation.topViewController?.title == "关注")
        #expect(server.requests(to: .follows) == [.follows(userId: Fixture.otherUserId)])
        screen.goBack()
        screen.release(.userInfo)
        #expect(screen.text("userInfo.name") == "Alice")
        let own = ProfileScreen(architecture, server: Fixture.server(), userId: Fixture.loginUserId)
        own.tap("userInfo.followList")
        #expect(own.server.requests(to: .follows) == [.follows(userId: Fixture.loginUserId)])
        #expect(own.navigation.viewControllers.count == 2)
    }

    /// Contract: info.error
    @Test("A failed fetch shows the message in the module's error view and no HUD", arguments: architectures)
    func failureShowsErrorViewWithoutHUD(architecture: ArchitectureEntry) {
        let server = Fixture.server()
        server.fail(.userInfo, message: "网络不给力")
        server.hold(.userInfo)
        let screen = ProfileScreen(architecture, server: server)
        #expect(!screen.isHUDShown, "the user info load shows no HUD")
        screen.release(.userInfo)
        #expect(screen.errorMessage(in: "userInfo") == "网络不给力")
        #expect(screen.text("userInfo.name") == nil)
        #expect(screen.errorMessage(in: "blogList") == nil, "the other modules are not affected")
        #expect(screen.visibleBlogTitles.count == 10)
    }

    /// Contract: info.retry, info.error
    @Test("A tap on 重试 asks for the user again and shows it, or the new error", arguments: architectures)
    func retryAfterFailure(architecture: ArchitectureEntry) {
        let server = Fixture.server()
        server.fail(.userInfo, message: "网络不给力")
        let screen = ProfileScreen(architecture, server: server)
        #expect(screen.button("errorView.retry", in: screen.find("userInfo"))?.currentTitle == "重试")
        screen.pullToRefresh()
        #expect(server.requests(to: .userInfo).count == 1, "a pull to refresh is the blog list's")
        server.fail(.userInfo, message: "还是不行")
        server.hold(.userInfo)
        screen.retry(in: "userInfo")
        #expect(server.requests(to: .userInfo).count == 2)
        #expect(screen.errorMessage(in: "userInfo") == nil, "the error view goes at the tap")
        screen.release(.userInfo)
        #expect(screen.errorMessage(in: "userInfo") == "还是不行")
        screen.retry(in: "userInfo")
        screen.release(.userInfo)
        #expect(server.requests(to: .userInfo).count == 3)
        #expect(screen.errorMessage(in: "userInfo") == nil)
        #expect(screen.text("userInfo.name") == "Alice")
        #expect(screen.button("userInfo.follow")?.currentTitle == "+关注")
        #expect(screen.button("errorView.retry", in: screen.find("userInfo"))?.isVisibleOnScreen != true)
    }
}
