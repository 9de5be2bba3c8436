import Catalog
import Harness
import HeadlessUIKit
import Shared
import Testing

/// Journeys across screens: a list opens a profile or a detail, answers arrive while that screen is
/// on top, and the user comes back. Each screen's `.back` bullet in
/// [SCENARIO.md](../../../../SCENARIO.md) says what coming back shows.
@MainActor
@Suite("Journeys across screens", .attachesSnapshots)
struct JourneySpecs {
    /// Contract: friends.back, friends.add, friends.follow, friends.avatar
    @Test(
        "Friends → profile → friends: answers landing while the profile is on top show on coming back",
        arguments: friendsArchitectures, [false, true])
    func friendsProfileFriends(architecture: ArchitectureEntry, fails: Bool) throws {
        let screen = FriendsScreen(architecture)
        screen.server.hold(.addFriend)
        if fails { screen.server.fail(.addFriend, message: "网络错误") }
        screen.tapRight(row: 1)
        #expect(screen.row(1)?.right == "验证中")
        screen.tapAvatar(row: 0)
        let profile = try #require(screen.topView)
        #expect(screen.text("userInfo.name", in: profile) == "Alice")
        screen.release(.addFriend)
        #expect(screen.topView === profile, "the answer opens and closes nothing")
        screen.button("userInfo.follow", in: profile)?.tap()
        screen.settle()
        #expect(screen.server.log.last == .follow(userId: Fixture.otherUserId), "a follow on the profile")
        screen.goBack()
        #expect(screen.topView === screen.root)
        #expect(screen.row(1)?.right == (fails ? "加好友" : "验证中"))
        #expect(screen.toasts == (fails ? ["添加好友失败"] : []), "toasted once, on its own list")
        #expect(screen.row(0)?.right == "好友", "the profile's follow is the profile's")
        #expect(screen.server.requests(to: .friends).count == 1, "nothing asked again")
    }

    /// Contract: goods.back, goods.like, goods.paging, goods.events
    @Test(
        "Goods → detail → goods: a like and a page answered while the detail is on top show on coming back",
        arguments: goodsArchitectures, [false, true])
    func goodsDetailGoods(architecture: ArchitectureEntry, likeFails: Bool) throws {
        let screen = GoodsScreen(architecture)
        screen.server.hold(.likeGoods)
        if likeFails { screen.server.fail(.likeGoods, message: "点赞失败") }
        screen.tapLike(row: 9)
        screen.server.hold(.goods)
        screen.scrollToBottom()
        let window = screen.visibleRows
        let offset = screen.contentOffset
        screen.select(row: 9)
        #expect(screen.navigation.viewControllers.count == 2)
        screen.release(.likeGoods)
        screen.release(.goods)
        screen.goBack()
        #expect(screen.topView === screen.root)
        #expect(screen.numberOfRows == 20, "the page that answered meanwhile")
        #expect(screen.visibleRows == window)
        #expect(screen.contentOffset == offset)
        #expect(screen.row(9)?.like == (likeFails ? "赞 9" : "赞 10"))
        #expect(screen.row(9)?.canLike == likeFails)
        #expect(screen.toasts == (likeFails ? ["点赞失败"] : []))
        #expect(screen.server.requests(to: .goods).count == 2, "nothing asked again")
    }

    /// Contract: goods.back, goods.events, screen.back, blog.select
    @Test(
        "Goods → seller's profile → blog → profile → goods: each screen shows as it was left",
        arguments: goodsArchitectures)
    func goodsProfileBlogBack(architecture: ArchitectureEntry) throws {
        let screen = GoodsScreen(architecture)
        screen.scrollToBottom()
        screen.scroll(toRow: 12)
        #expect(screen.numberOfRows == 20)
        let window = screen.visibleRows
        screen.tapAvatar(row: 10)
        let profile = try #require(screen.topView)
        #expect(screen.text("userInfo.name", in: profile) == "Alice")
        let blogs = try #require(screen.find("blogList", in: profile) as? UITableView)
        blogs.selectRow(3)
        screen.settle()
        #expect(screen.navigation.viewControllers.count == 3)
        let asked = screen.server.log
        screen.goBack()
        #expect(screen.topView === profile)
        #expect(blogs.numberOfRows == 10)
        screen.goBack()
        #expect(screen.topView === screen.root)
        #expect(screen.visibleRows == window)
        #expect(screen.server.log == asked, "nothing asked again on the way back")
    }

    /// Contract: login.success, login.life
    @Test(
        "Login → own profile → back before its answers → login again: the first profile is freed and touches nothing",
        arguments: loginArchitectures)
    func loginProfileBackLogin(architecture: ArchitectureEntry) throws {
        let screen = LoginScreen(architecture)
        screen.fill(phone: LoginFormSpecs.myPhone, code: LoginFormSpecs.myCode)
        screen.server.hold(.blogs)
        screen.server.hold(.userInfo)
        screen.tapLogin()
        let first = ObjectGraph(
            from: try #require(screen.navigation.topViewController), excluding: [screen.server, screen.navigation])
        screen.goBack()
        #expect(first.alive == [], "freed with its answers in flight")
        #expect(screen.isLoginEnabled)
        screen.tapLogin()
        let second = try #require(screen.topView)
        #expect(screen.navigation.viewControllers.count == 2)
        screen.server.stopHolding(.blogs)
        screen.server.stopHolding(.userInfo)
        screen.settle()
        #expect(screen.text("userInfo.name", in: second) == "Me")
        let blogs = try #require(screen.find("blogList", in: second) as? UITableView)
        #expect(blogs.numberOfRows == 10, "its own first page, the first profile's drew nowhere")
        #expect(screen.toasts.isEmpty)
    }
}
