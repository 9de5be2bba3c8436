import Catalog
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [SCENARIO.md](../../../../SCENARIO.md#goods-home-page-004), "Goods home page (004)": each row
/// event opens its own destination, the seller's avatar the package's profile screen.
@MainActor
@Suite("Goods: row events", .attachesSnapshots)
struct GoodsEventSpecs {
    /// Contract: goods.events
    @Test("Selecting a row, its location and its comments open that goods' screens", arguments: goodsArchitectures)
    func destinations(architecture: ArchitectureEntry) {
        let screen = GoodsScreen(architecture)
        screen.select(row: 2)
        #expect(screen.topScreen == "goodsDetail.502")
        screen.goBack()
        #expect(screen.topView === screen.root)
        screen.tapLocation(row: 4)
        #expect(screen.topScreen == "goodsLocation.504")
        screen.goBack()
        screen.tapComments(row: 7)
        #expect(screen.topScreen == "goodsComments.507")
        screen.goBack()
        #expect(screen.navigation.viewControllers.count == 1)
        #expect(screen.server.requests(to: .likeGoods).isEmpty, "no event sends a like")
    }

    /// Contract: goods.events
    @Test("The seller's avatar opens the seller's profile, in the same architecture", arguments: goodsArchitectures)
    func avatarOpensProfile(architecture: ArchitectureEntry) throws {
        let screen = GoodsScreen(architecture)
        screen.tapAvatar(row: 1)
        #expect(screen.navigation.viewControllers.count == 2)
        #expect(screen.navigation.topViewController?.title == "用户详情")
        let profile = try #require(screen.topView)
        #expect(screen.text("userInfo.name", in: profile) == "Alice")
        #expect(screen.find("draftList", in: profile) == nil, "another user's profile")
        #expect(screen.server.requests(to: .userInfo) == [.userInfo(userId: Fixture.otherUserId)])
        screen.goBack()
        screen.tapAvatar(row: 0)
        let own = try #require(screen.topView)
        #expect(screen.text("userInfo.name", in: own) == "Me")
        #expect(screen.find("draftList", in: own) != nil, "the seller is the login user: the own profile")
        screen.goBack()
        #expect(screen.barBackground == .transparent, "the home page's bar as it was left")
    }

    /// One screen a row opens.
    enum Opened: CaseIterable, Sendable {
        case detail, location, comments, profile
    }

    /// Contract: goods.back, goods.events
    @Test(
        "Coming back from a screen a row opened shows the list as it was left, and asks nothing again",
        arguments: goodsArchitectures, Opened.allCases)
    func backKeepsTheList(architecture: ArchitectureEntry, opened: Opened) {
        let screen = GoodsScreen(architecture)
        screen.scrollToBottom()
        screen.scroll(toRow: 13)
        let (rows, offset, bar, asked) = (screen.rows, screen.contentOffset, screen.barBackground, screen.server.log)
        switch opened {
        case .detail: screen.select(row: 12)
        case .location: screen.tapLocation(row: 12)
        case .comments: screen.tapComments(row: 12)
        case .profile: screen.tapAvatar(row: 12)
        }
        #expect(screen.navigation.viewControllers.count == 2)
        let opening = screen.server.log
        screen.goBack()
        #expect(screen.rows == rows)
        #expect(screen.contentOffset == offset, "scrolled where it was")
        #expect(screen.barBackground == bar)
        #expect(screen.server.log == opening, "nothing asked on the way back")
        #expect((opening.count > asked.count) == (opened == .profile), "only a profile loads its own data")
    }

    /// Contract: goods.events
    @Test("A row's events open its own goods wherever the row has scrolled", arguments: goodsArchitectures)
    func eventsAfterScrolling(architecture: ArchitectureEntry) {
        let screen = GoodsScreen(architecture)
        screen.scrollToBottom()
        screen.scroll(toRow: 17)
        screen.select(row: 16)
        #expect(screen.topScreen == "goodsDetail.516")
        screen.goBack()
        screen.tapComments(row: 12)
        #expect(screen.topScreen == "goodsComments.512")
        screen.goBack()
        screen.tapAvatar(row: 13)
        #expect(screen.navigation.topViewController?.title == "用户详情")
        #expect(screen.server.requests(to: .userInfo) == [.userInfo(userId: Fixture.otherUserId)], "goods 513's seller")
        screen.goBack()
        screen.scroll(toRow: 0)
        screen.tapLocation(row: 0)
        #expect(screen.topScreen == "goodsLocation.500")
    }
}
