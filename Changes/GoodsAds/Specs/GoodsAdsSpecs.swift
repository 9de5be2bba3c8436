import Catalog
import Foundation
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [REQUEST.md](../REQUEST.md#the-contract), "推广位": the change
/// request. These specs join the behaviour suite on the patched copy that `mvx change GoodsAds`
/// builds; the base home page has goods rows only.
@MainActor
@Suite("Change request: 推广位", .attachesSnapshots)
struct GoodsAdsSpecs {
    private let ads = [GoodsAd(adId: 71, title: "夏日清仓"), GoodsAd(adId: 72, title: "新人专享")]

    private func server(goods: Int = 25, ads: [GoodsAd?]) -> FakeServer {
        let server = Fixture.goodsServer(goods: Fixture.homeGoods(count: goods))
        server.fillGoodsHome(banners: Fixture.banners, goods: Fixture.homeGoods(count: goods), ads: ads)
        return server
    }

    /// Contract: ad.row
    @Test("A page with an ad shows an ad row after its goods; a page without adds none", arguments: goodsArchitectures)
    func adRows(architecture: ArchitectureEntry) {
        let screen = GoodsScreen(architecture, server: server(ads: [ads[0], nil, ads[1]]))
        #expect(screen.numberOfRows == 11)
        #expect((0..<10).allSatisfy { screen.adTitle(row: $0) == nil })
        #expect(screen.row(9)?.title == "闲置9")
        screen.scroll(toRow: 10)
        #expect(screen.adTitle(row: 10) == "推广: 夏日清仓")
        #expect(screen.row(10) == nil, "no goods part")
        #expect(screen.numberOfRows == 21, "the ad row, the last, asked for the next page, which has no ad")
        screen.scrollToBottom()
        #expect(screen.numberOfRows == 27)
        screen.scroll(toRow: 26)
        #expect(screen.adTitle(row: 26) == "推广: 新人专享")
        #expect(screen.row(25)?.title == "闲置24")
    }

    /// Contract: ad.open, goods.events
    @Test("An ad row opens its ad; goods rows below it open their own goods", arguments: goodsArchitectures)
    func opens(architecture: ArchitectureEntry) {
        let screen = GoodsScreen(architecture, server: server(ads: [ads[0], ads[1]]))
        screen.scrollToBottom()
        screen.scroll(toRow: 12)
        screen.select(row: 10)
        #expect(screen.topScreen == "adDetail.71")
        screen.goBack()
        screen.select(row: 11)
        #expect(screen.topScreen == "goodsDetail.510")
        screen.goBack()
        screen.tapAvatar(row: 12)
        #expect(screen.navigation.viewControllers.count == 2)
        screen.goBack()
        screen.scroll(toRow: 21)
        screen.select(row: 21)
        #expect(screen.topScreen == "adDetail.72")
    }

    /// Contract: ad.list, goods.likeMoves, goods.paging
    @Test("Ads move nothing of the goods: likes, paging and refresh", arguments: goodsArchitectures, [false, true])
    func adsMoveNothing(architecture: ArchitectureEntry, fails: Bool) {
        let screen = GoodsScreen(architecture, server: server(ads: [ads[0], ads[1]]))
        screen.server.hold(.likeGoods)
        if fails { screen.server.fail(.likeGoods, message: "x") }
        screen.scrollToBottom()
        #expect(screen.server.requests(to: .goods).last == .goods(page: 1), "the ad row was the last")
        screen.scroll(toRow: 12)
        screen.tapLike(row: 12)
        #expect(screen.row(12)?.canLike == false)
        screen.release(.likeGoods)
        #expect(screen.row(12)?.title == "闲置11")
        #expect(screen.row(12)?.like == (fails ? "赞 11" : "赞 12"))
        #expect(screen.row(12)?.canLike == fails)
        #expect(screen.row(11)?.like == "赞 10", "its neighbour, as it was")
        screen.server.fillGoodsHome(banners: Fixture.banners, goods: Fixture.homeGoods(count: 5), ads: [nil])
        screen.pullToRefresh()
        #expect(screen.numberOfRows == 5, "the refreshed page has no ad")
        #expect((0..<5).allSatisfy { screen.adTitle(row: $0) == nil })
    }
}
