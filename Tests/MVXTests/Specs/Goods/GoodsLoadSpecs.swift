import Catalog
import Foundation
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [SCENARIO.md](../../../../SCENARIO.md#goods-home-page-004), "Goods home page (004)": loading the
/// banners and the first page, the rows as they read, the error view and the empty list.
@MainActor
@Suite("Goods: load", .attachesSnapshots)
struct GoodsLoadSpecs {
    /// Contract: goods.load, goods.banners, goods.paging
    @Test(
        "The page asks for the banners and the first page once, with a HUD until the goods answer",
        arguments: goodsArchitectures)
    func loads(architecture: ArchitectureEntry) {
        let server = Fixture.goodsServer()
        server.hold(.goods)
        server.hold(.banners)
        let screen = GoodsScreen(architecture, server: server)
        #expect(screen.title == "首页")
        #expect(screen.isHUDShown)
        #expect(screen.rows.isEmpty)
        #expect(screen.banners.isEmpty)
        #expect(!screen.isFooterShown, "no footer before the goods")
        #expect(screen.emptyMessage == nil, "not empty: not answered yet")
        #expect(server.requests(to: .banners) == [.banners])
        #expect(server.requests(to: .goods) == [.goods(page: 0)])
        screen.release(.goods)
        #expect(!screen.isHUDShown, "the goods do not wait for the banners")
        #expect(screen.titles == (0..<10).map { "闲置\($0)" })
        #expect(screen.banners.isEmpty)
        #expect(screen.isFooterShown, "more pages follow")
        screen.release(.banners)
        #expect(screen.banners == Fixture.banners, "in the server's order")
        #expect(screen.titles == (0..<10).map { "闲置\($0)" })
        #expect(!screen.isHUDShown)
        #expect(server.log.count == 2, "asked once each")
    }

    /// Contract: goods.load, goods.banners
    @Test("Banners that answer first show at once, and the HUD waits for the goods", arguments: goodsArchitectures)
    func bannersFirst(architecture: ArchitectureEntry) {
        let server = Fixture.goodsServer()
        server.hold(.goods)
        let screen = GoodsScreen(architecture, server: server)
        #expect(screen.banners == Fixture.banners)
        #expect(screen.isHUDShown)
        screen.release(.goods)
        #expect(!screen.isHUDShown)
        #expect(screen.rows.count == 10)
    }

    /// Contract: goods.row, goods.freight
    @Test(
        "A row shows the seller, the price, the freight, the title, the place, the likes and comments",
        arguments: goodsArchitectures)
    func rows(architecture: ArchitectureEntry) {
        let screen = GoodsScreen(architecture)
        #expect(
            screen.row(0)
                == GoodsScreen.Row(
                    avatar: "me.png", nickName: "Me", isVerified: true, userId: "用户ID:1", price: "¥1", freight: "包邮",
                    title: "闲置0", location: "杭州0", like: "赞 0", canLike: true, comments: "评论 0"))
        #expect(
            screen.row(1)
                == GoodsScreen.Row(
                    avatar: "alice.png", nickName: "Alice", isVerified: false, userId: "用户ID:2", price: "¥128.5",
                    freight: "运费 ¥8", title: "闲置1", location: "杭州1", like: "赞 1", canLike: true, comments: "评论 1"))
        #expect(
            screen.row(2)
                == GoodsScreen.Row(
                    avatar: "placeholderUserIcon", nickName: "", isVerified: false, userId: "用户ID:3", price: "¥3",
                    freight: "运费待议", title: "闲置2", location: "杭州2", like: "赞 2", canLike: true, comments: "评论 2"),
            "a seller with no avatar and no nickname")
        #expect(screen.row(3)?.canLike == false, "liked before")
        #expect(screen.row(3)?.isVerified == true)
        #expect(screen.row(4)?.freight == "运费 ¥12.5")
        for (index, row) in screen.rows.enumerated() {
            let goods = Fixture.homeGoods()[index]
            #expect(row.title == goods.title, "row \(index), in the server's order")
            #expect(row.isVerified == goods.iszm, "row \(index)")
            #expect(row.like == "赞 \(goods.likeCount)", "row \(index)")
            #expect(row.canLike == !goods.isLiked, "row \(index)")
        }
    }

    enum Field: CaseIterable, Sendable {
        case avatar, nickName, title, location, price, fee
    }

    /// Contract: goods.row, goods.freight
    @Test(
        "An empty field, one at a time, shows as given, and the rest of the row as usual",
        arguments: goodsArchitectures, Field.allCases)
    func emptyField(architecture: ArchitectureEntry, field: Field) {
        let goods = Goods(
            goodsId: 7, title: field == .title ? "" : "台灯", price: field == .price ? "" : "9.9", expressType: .value,
            expressFee: field == .fee ? "" : "6", userId: 101_921, avatar: field == .avatar ? "" : "bob.png",
            nickName: field == .nickName ? "" : "Bob", iszm: true, location: field == .location ? "" : "西湖",
            likeCount: 12, commentCount: 3)
        let screen = GoodsScreen(architecture, server: Fixture.goodsServer(goods: [goods]))
        #expect(
            screen.row(0)
                == GoodsScreen.Row(
                    avatar: field == .avatar ? "placeholderUserIcon" : "bob.png",
                    nickName: field == .nickName ? "" : "Bob",
                    isVerified: true, userId: "用户ID:101921", price: field == .price ? "¥" : "¥9.9",
                    freight: field == .fee ? "运费 ¥" : "运费 ¥6", title: field == .title ? "" : "台灯",
                    location: field == .location ? "" : "西湖", like: "赞 12", canLike: true, comments: "评论 3"))
    }

    /// Contract: goods.freight
    @Test(
        "The freight reads 包邮, 运费 ¥ and the fee, or 运费待议, whatever the fee says",
        arguments: goodsArchitectures)
    func freight(architecture: ArchitectureEntry) {
        let types: [(Goods.ExpressType, String)] = [
            (.free, "8"), (.value, "0"), (.feeding, "15"), (.value, "100"), (.free, ""), (.value, ""), (.feeding, ""),
        ]
        let goods = types.enumerated().map { index, type in
            Goods(
                goodsId: index, title: "商品\(index)", price: "1", expressType: type.0, expressFee: type.1, userId: 2,
                avatar: "", nickName: "A", iszm: false, location: "")
        }
        let screen = GoodsScreen(architecture, server: Fixture.goodsServer(goods: goods))
        #expect(screen.rows.map(\.freight) == ["包邮", "运费 ¥0", "运费待议", "运费 ¥100", "包邮", "运费 ¥", "运费待议"])
    }

    /// Contract: goods.banners
    @Test(
        "The header above the rows is 180 high, with banners or without",
        arguments: goodsArchitectures, [false, true])
    func headerFrame(architecture: ArchitectureEntry, bannersFail: Bool) {
        let server = Fixture.goodsServer()
        if bannersFail { server.fail(.banners, message: "广告加载失败") }
        let screen = GoodsScreen(architecture, server: server)
        // UIKit places the header at the table's top and width: only its height is the version's.
        #expect(screen.headerFrame?.height == 180)
        #expect(screen.banners.count == (bannersFail ? 0 : Fixture.banners.count))
    }

    /// Contract: goods.banners
    @Test("Banners that fail leave the header empty, quietly; the goods show as usual", arguments: goodsArchitectures)
    func bannersFail(architecture: ArchitectureEntry) {
        let server = Fixture.goodsServer()
        server.fail(.banners, message: "广告加载失败")
        let screen = GoodsScreen(architecture, server: server)
        #expect(screen.banners.isEmpty)
        #expect(screen.rows.count == 10)
        #expect(screen.toasts.isEmpty)
        #expect(screen.errorMessage == nil)
        #expect(!screen.isHUDShown)
        screen.pullToRefresh()
        #expect(screen.banners == Fixture.banners, "a refresh asks for them again")
        #expect(server.requests(to: .banners).count == 2)
    }

    /// When the older banners answer: before the refresh's, or after them.
    enum LateBanners: CaseIterable, Sendable {
        case beforeTheRefresh, afterTheRefresh, afterTheRefreshFailed
    }

    /// Contract: goods.banners, goods.refresh
    @Test(
        "Of two banner requests, the one asked last wins: the older never shows",
        arguments: goodsArchitectures, LateBanners.allCases)
    func olderBannersAnswerLate(architecture: ArchitectureEntry, late: LateBanners) {
        let server = Fixture.goodsServer(banners: ["banner.old"])
        server.hold(.banners)
        let screen = GoodsScreen(architecture, server: server)
        server.fillGoodsHome(banners: ["banner.new"], goods: Fixture.homeGoods())
        if late == .afterTheRefreshFailed { server.fail(.banners, message: "广告加载失败") }
        screen.pullToRefresh()
        #expect(server.requests(to: .banners).count == 2)
        if late == .beforeTheRefresh {
            screen.release(.banners)
            #expect(screen.banners.isEmpty, "a refresh has asked for newer banners")
        }
        screen.releaseLatest(.banners)
        screen.release(.banners)
        #expect(screen.banners == (late == .afterTheRefreshFailed ? [] : ["banner.new"]))
        #expect(screen.headerFrame?.height == 180)
        #expect(screen.toasts.isEmpty)
    }

    /// Contract: goods.banners, goods.refresh
    @Test("A refresh's banners replace the header's, whether more, fewer or none", arguments: goodsArchitectures)
    func refreshReplacesBanners(architecture: ArchitectureEntry) {
        let server = Fixture.goodsServer(banners: ["banner.only"])
        let screen = GoodsScreen(architecture, server: server)
        #expect(screen.banners == ["banner.only"])
        for banners in [Fixture.banners, ["banner.sale"], [], ["banner.new", "banner.spring"]] {
            server.fillGoodsHome(banners: banners, goods: Fixture.homeGoods())
            screen.pullToRefresh()
            #expect(screen.banners == banners, "the header shows the refresh's banners, in its order")
            #expect(screen.headerFrame?.height == 180)
        }
    }

    /// Contract: goods.load, goods.error, goods.empty, goods.banners
    @Test(
        "A failed first page shows its message and no HUD; 重试 asks for the page, not the banners",
        arguments: goodsArchitectures)
    func errorAndRetry(architecture: ArchitectureEntry) {
        let server = Fixture.goodsServer()
        server.fail(.goods, message: "网络不给力")
        let screen = GoodsScreen(architecture, server: server)
        #expect(!screen.isHUDShown)
        #expect(screen.errorMessage == "网络不给力")
        #expect(screen.emptyMessage == nil, "a list that did not come is not an empty list")
        #expect(screen.toasts.isEmpty)
        #expect(screen.banners == Fixture.banners, "the banners came on their own")
        #expect(!screen.isFooterShown)
        server.hold(.goods)
        screen.retry()
        #expect(screen.errorMessage == nil, "the retry removes the error view at once")
        #expect(screen.isHUDShown)
        #expect(server.requests(to: .goods) == [.goods(page: 0), .goods(page: 0)])
        #expect(server.requests(to: .banners) == [.banners])
        screen.release(.goods)
        #expect(!screen.isHUDShown)
        #expect(screen.rows.count == 10)
        #expect(screen.isFooterShown)
    }

    /// Contract: goods.error
    @Test(
        "A retry that fails again shows the error view again, with the new message or the same one",
        arguments: goodsArchitectures)
    func retryFailsAgain(architecture: ArchitectureEntry) {
        let server = Fixture.goodsServer()
        server.fail(.goods, message: "网络不给力")
        let screen = GoodsScreen(architecture, server: server)
        server.fail(.goods, message: "服务器开小差了")
        screen.retry()
        #expect(screen.errorMessage == "服务器开小差了")
        #expect(!screen.isHUDShown)
        server.hold(.goods)
        server.fail(.goods, message: "服务器开小差了")
        screen.retry()
        #expect(screen.errorMessage == nil, "the retry removes the error view at once")
        screen.release(.goods)
        #expect(screen.errorMessage == "服务器开小差了", "the same message, shown again after the 重试 removed it")
        server.stopHolding(.goods)
        screen.retry()
        #expect(screen.errorMessage == nil)
        #expect(screen.rows.count == 10)
    }

    /// Contract: goods.empty, goods.paging
    @Test("A home page with no goods says so, with no footer", arguments: goodsArchitectures)
    func empty(architecture: ArchitectureEntry) {
        let server = Fixture.goodsServer(goods: [])
        let screen = GoodsScreen(architecture, server: server)
        #expect(screen.emptyMessage == "暂无商品")
        #expect(screen.rows.isEmpty)
        #expect(!screen.isFooterShown)
        #expect(screen.errorMessage == nil)
        screen.scrollToBottom()
        #expect(server.requests(to: .goods) == [.goods(page: 0)], "a hidden footer asks nothing")
        server.fillGoodsHome(banners: [], goods: Fixture.homeGoods(count: 3))
        screen.pullToRefresh()
        #expect(screen.emptyMessage == nil, "goods came")
        #expect(screen.rows.count == 3)
    }
}
