import Catalog
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [SCENARIO.md](../../../../SCENARIO.md#goods-home-page-004), "Goods home page (004)": pages, the
/// footer 004's `configFooter(isLastPage)` hides, load more and refresh, one at a time.
@MainActor
@Suite("Goods: paging and refresh", .attachesSnapshots)
struct GoodsPagingSpecs {
    /// Contract: goods.paging
    @Test(
        "Scrolling to the end appends the next page; the footer hides once a page is the last",
        arguments: goodsArchitectures, [3, 10, 14, 20, 25])
    func pagesToTheEnd(architecture: ArchitectureEntry, count: Int) {
        let server = Fixture.goodsServer(goods: Fixture.homeGoods(count: count))
        let screen = GoodsScreen(architecture, server: server)
        var pages = 1
        #expect(screen.numberOfRows == min(count, 10))
        while screen.isFooterShown, pages <= 3 {
            #expect(screen.numberOfRows == pages * 10, "a full page, and more follow")
            screen.scrollToBottom()
            pages += 1
            #expect(server.requests(to: .goods).last == .goods(page: pages - 1))
        }
        #expect(screen.numberOfRows == count)
        #expect(pages == max(1, (count + 9) / 10), "a page that ends exactly is the last")
        #expect(!screen.isFooterShown)
        screen.scrollToBottom()
        #expect(server.requests(to: .goods).count == pages, "a hidden footer asks nothing")
        #expect(screen.titles.last == "闲置\(count - 1)")
    }

    /// Contract: goods.paging
    @Test("A load more asks nothing while another is in flight, and again once it ended", arguments: goodsArchitectures)
    func oneLoadMore(architecture: ArchitectureEntry) {
        let server = Fixture.goodsServer()
        let screen = GoodsScreen(architecture, server: server)
        server.hold(.goods)
        screen.scrollToBottom()
        #expect(screen.isLoadingMore)
        screen.scroll(toRow: 0)
        screen.scrollToBottom()
        #expect(server.requests(to: .goods) == [.goods(page: 0), .goods(page: 1)])
        screen.release(.goods)
        #expect(!screen.isLoadingMore)
        #expect(screen.numberOfRows == 20)
        #expect(screen.rows.count == 10, "the window still shows ten rows")
        screen.scrollToBottom()
        #expect(server.requests(to: .goods).last == .goods(page: 2))
    }

    /// Contract: goods.paging, goods.refresh
    @Test(
        "A load more asks nothing while a refresh is in flight, and asks again once it ended",
        arguments: goodsArchitectures)
    func loadMoreDuringRefresh(architecture: ArchitectureEntry) {
        let server = Fixture.goodsServer()
        let screen = GoodsScreen(architecture, server: server)
        server.hold(.goods)
        screen.pullToRefresh()
        screen.scrollToBottom()
        #expect(server.requests(to: .goods) == [.goods(page: 0), .goods(page: 0)])
        screen.release(.goods)
        #expect(!screen.isRefreshing)
        #expect(!screen.isLoadingMore, "the footer is free again")
        screen.scrollToBottom()
        #expect(server.requests(to: .goods).last == .goods(page: 1))
        screen.release(.goods)
        #expect(screen.numberOfRows == 20)
    }

    /// Contract: goods.loadMoreError
    @Test("A failed load more keeps the rows, toasts, and asks the same page again", arguments: goodsArchitectures)
    func loadMoreFails(architecture: ArchitectureEntry) {
        let server = Fixture.goodsServer()
        let screen = GoodsScreen(architecture, server: server)
        server.fail(.goods, message: "加载失败")
        screen.scrollToBottom()
        #expect(screen.numberOfRows == 10)
        #expect(screen.toasts == ["加载失败"])
        #expect(screen.errorMessage == nil, "no error view over the rows")
        #expect(screen.isFooterShown)
        #expect(!screen.isLoadingMore)
        screen.scrollToBottom()
        #expect(server.requests(to: .goods) == [.goods(page: 0), .goods(page: 1), .goods(page: 1)])
        #expect(screen.numberOfRows == 20)
        #expect(screen.toasts == ["加载失败"], "once per failure")
    }

    /// Contract: goods.loadMoreError, goods.like, goods.refresh
    @Test(
        "Each failure toasts its own message once, whatever failed before it: a load more, a like, a refresh",
        arguments: goodsArchitectures)
    func failuresToastOnce(architecture: ArchitectureEntry) {
        let server = Fixture.goodsServer()
        let screen = GoodsScreen(architecture, server: server)
        server.fail(.goods, message: "加载失败")
        screen.scrollToBottom()
        #expect(screen.toasts == ["加载失败"])
        server.fail(.likeGoods, message: "网络错误")
        screen.tapLike(row: screen.visibleRows.lowerBound)
        #expect(screen.toasts == ["加载失败", "点赞失败"])
        server.fail(.goods, message: "刷新失败")
        screen.pullToRefresh()
        #expect(screen.toasts == ["加载失败", "点赞失败", "刷新失败"])
        server.fail(.likeGoods, message: "网络错误")
        screen.tapLike(row: 0)
        #expect(screen.toasts == ["加载失败", "点赞失败", "刷新失败", "点赞失败"])
    }

    /// Contract: goods.refresh, goods.paging, goods.banners
    @Test(
        "A pull asks for the banners and the first page, replaces the rows, and paging starts over",
        arguments: goodsArchitectures)
    func refreshStartsOver(architecture: ArchitectureEntry) {
        let server = Fixture.goodsServer(goods: Fixture.homeGoods(count: 14))
        let screen = GoodsScreen(architecture, server: server)
        screen.scrollToBottom()
        #expect(!screen.isFooterShown)
        server.fillGoodsHome(banners: ["banner.only"], goods: Array(Fixture.homeGoods(count: 25).reversed()))
        server.hold(.goods)
        screen.pullToRefresh()
        #expect(screen.isRefreshing)
        #expect(!screen.isHUDShown, "no HUD on a refresh")
        #expect(screen.banners == ["banner.only"], "the banners answered at once")
        #expect(screen.numberOfRows == 14, "the old rows until the answer")
        screen.release(.goods)
        #expect(!screen.isRefreshing)
        #expect(screen.titles == (15...24).reversed().map { "闲置\($0)" })
        #expect(screen.numberOfRows == 10)
        #expect(screen.isFooterShown, "more follow again")
        screen.scrollToBottom()
        #expect(server.requests(to: .goods).suffix(2) == [.goods(page: 0), .goods(page: 1)], "the second page again")
        #expect(server.requests(to: .banners).count == 2)
    }

    /// Contract: goods.refresh
    @Test(
        "A refresh that hands back listed goods with a newer price, title, freight, count and mark shows them",
        arguments: goodsArchitectures)
    func refreshBringsNewerGoods(architecture: ArchitectureEntry) {
        let server = Fixture.goodsServer()
        let screen = GoodsScreen(architecture, server: server)
        var goods = server.homeGoods
        let old = goods[2]
        goods[2] = Goods(
            goodsId: old.goodsId, title: old.title + "(降价)", price: "1", expressType: .value, expressFee: "12",
            userId: old.userId, avatar: old.avatar, nickName: old.nickName, iszm: !old.iszm, location: "杭州",
            likeCount: old.likeCount + 4, isLiked: old.isLiked, commentCount: old.commentCount + 1)
        server.fillGoodsHome(banners: Fixture.banners, goods: goods)
        screen.pullToRefresh()
        let row = screen.row(2)
        #expect(row?.title == old.title + "(降价)")
        #expect(row?.price == "¥1")
        #expect(row?.freight == "运费 ¥12")
        #expect(row?.location == "杭州")
        #expect(row?.isVerified == !old.iszm)
        #expect(row?.like == "赞 \(old.likeCount + 4)")
        #expect(row?.comments == "评论 \(old.commentCount + 1)")
        #expect(screen.row(1)?.title == goods[1].title, "the other rows as they were")
    }

    /// Contract: goods.refresh
    @Test(
        "A refresh pulled while a load more is in flight wins: that page never appears",
        arguments: goodsArchitectures, [false, true])
    func refreshWins(architecture: ArchitectureEntry, loadMoreAnswersFirst: Bool) {
        let server = Fixture.goodsServer()
        let screen = GoodsScreen(architecture, server: server)
        server.hold(.goods)
        screen.scrollToBottom()
        screen.pullToRefresh()
        #expect(server.requests(to: .goods) == [.goods(page: 0), .goods(page: 1), .goods(page: 0)])
        if loadMoreAnswersFirst {
            screen.release(.goods)
            #expect(screen.numberOfRows == 10, "the overtaken page is dropped")
            #expect(screen.isRefreshing, "the stale page leaves the refresh's spinner turning")
            let asked = server.log
            screen.pullToRefresh()
            screen.scrollToBottom()
            #expect(server.log == asked, "the refresh is still out: neither a pull nor a load more asks")
            screen.release(.goods)
        } else {
            screen.releaseLatest(.goods)
            screen.release(.goods)
        }
        #expect(screen.numberOfRows == 10)
        #expect(!screen.isRefreshing)
        #expect(!screen.isLoadingMore)
        screen.scrollToBottom()
        #expect(server.requests(to: .goods).last == .goods(page: 1))
        screen.release(.goods)
        #expect(screen.numberOfRows == 20)
        screen.scroll(toRow: 18)
        #expect(screen.titles.last == "闲置18", "the second page after the first")
    }

    /// Contract: goods.refresh, goods.paging
    @Test(
        "A refresh that fails while a load more is in flight still stops the footer's spinner, and the page is asked again",
        arguments: goodsArchitectures, [false, true])
    func failedRefreshOverLoadMore(architecture: ArchitectureEntry, loadMoreAnswersFirst: Bool) {
        let server = Fixture.goodsServer()
        let screen = GoodsScreen(architecture, server: server)
        server.hold(.goods)
        screen.scrollToBottom()
        #expect(screen.isLoadingMore)
        server.fail(.goods, message: "刷新失败")
        screen.pullToRefresh()
        if loadMoreAnswersFirst {
            screen.release(.goods)
            #expect(screen.numberOfRows == 10, "the overtaken page is dropped")
            #expect(screen.isRefreshing)
            screen.release(.goods)
            #expect(!screen.isLoadingMore, "the failed refresh ended the footer's spinner")
        } else {
            screen.releaseLatest(.goods)
            #expect(!screen.isLoadingMore, "the failed refresh ended the footer's spinner")
            screen.release(.goods)
        }
        #expect(!screen.isRefreshing)
        #expect(!screen.isLoadingMore)
        #expect(screen.toasts == ["刷新失败"])
        #expect(screen.numberOfRows == 10)
        #expect(screen.isFooterShown)
        screen.scrollToBottom()
        #expect(server.requests(to: .goods).last == .goods(page: 1))
        screen.release(.goods)
        #expect(screen.numberOfRows == 20)
    }

    enum FirstLoad: CaseIterable, Sendable {
        case open, retry, refresh
    }

    /// Contract: goods.refresh
    @Test(
        "A pull while a first page is in flight asks nothing; its spinner stops when that load ends",
        arguments: goodsArchitectures, FirstLoad.allCases)
    func pullWhileLoading(architecture: ArchitectureEntry, load: FirstLoad) {
        let server = Fixture.goodsServer()
        server.hold(.goods)
        if load == .retry { server.fail(.goods, message: "网络不给力") }
        let screen = GoodsScreen(architecture, server: server)
        switch load {
        case .open: break
        case .retry:
            screen.release(.goods)
            screen.retry()
        case .refresh:
            screen.release(.goods)
            screen.pullToRefresh()
        }
        let asked = server.log
        screen.pullToRefresh()
        #expect(server.log == asked, "no page and no banners asked")
        #expect(screen.isRefreshing)
        #expect(screen.isHUDShown == (load != .refresh), "the pull leaves the HUD of the load in flight")
        screen.scrollToBottom()
        #expect(server.log == asked, "nor does a load more")
        screen.release(.goods)
        #expect(!screen.isRefreshing)
        #expect(!screen.isHUDShown)
        #expect(screen.numberOfRows == 10)
    }

    /// Contract: goods.refresh, goods.error
    @Test(
        "A failed refresh keeps the rows, or the error view, and toasts; a later success removes the error view",
        arguments: goodsArchitectures)
    func refreshFails(architecture: ArchitectureEntry) {
        let server = Fixture.goodsServer()
        let screen = GoodsScreen(architecture, server: server)
        server.fail(.goods, message: "刷新失败")
        server.fail(.banners, message: "广告失败")
        screen.pullToRefresh()
        #expect(screen.numberOfRows == 10)
        #expect(screen.toasts == ["刷新失败"], "the page's failure, not the banners'")
        #expect(screen.errorMessage == nil)
        #expect(screen.banners == Fixture.banners, "banners that fail on a refresh stay as they were")
        #expect(!screen.isRefreshing)

        let failed = Fixture.goodsServer()
        failed.fail(.goods, message: "网络不给力")
        let overError = GoodsScreen(architecture, server: failed)
        failed.fail(.goods, message: "还是不行")
        overError.pullToRefresh()
        #expect(overError.errorMessage == "网络不给力", "the error view stays")
        #expect(overError.toasts == ["还是不行"])
        overError.pullToRefresh()
        #expect(overError.errorMessage == nil)
        #expect(overError.numberOfRows == 10)
    }

    /// Contract: goods.refresh, goods.load, goods.error
    @Test(
        "A 重试 while a refresh is in flight asks nothing, and shows the HUD until the refresh ends",
        arguments: goodsArchitectures, [false, true])
    func retryDuringRefresh(architecture: ArchitectureEntry, refreshFails: Bool) {
        let server = Fixture.goodsServer()
        server.fail(.goods, message: "网络不给力")
        let screen = GoodsScreen(architecture, server: server)
        server.hold(.goods)
        if refreshFails { server.fail(.goods, message: "刷新失败") }
        screen.pullToRefresh()
        screen.retry()
        #expect(screen.isHUDShown)
        #expect(screen.errorMessage == nil, "the error view goes")
        #expect(server.requests(to: .goods) == [.goods(page: 0), .goods(page: 0)], "the first page and the refresh")
        screen.release(.goods)
        #expect(!screen.isHUDShown)
        #expect(!screen.isRefreshing)
        #expect(screen.numberOfRows == (refreshFails ? 0 : 10))
        #expect(screen.errorMessage == nil)
        #expect(screen.emptyMessage == nil)
        #expect(screen.toasts == (refreshFails ? ["刷新失败"] : []))
        #expect(server.requests(to: .goods).count == 2)
        guard refreshFails else { return }
        server.stopHolding(.goods)
        screen.pullToRefresh()
        #expect(screen.numberOfRows == 10, "a pull asks again")
    }

    /// Contract: goods.refresh, goods.paging, goods.empty
    @Test(
        "A refresh shows exactly its page, with more, fewer or no goods than before, and back again",
        arguments: goodsArchitectures, [35, 4, 0])
    func refreshWithMoreFewerOrNone(architecture: ArchitectureEntry, count: Int) {
        let server = Fixture.goodsServer()
        let screen = GoodsScreen(architecture, server: server)
        screen.scrollToBottom()
        #expect(screen.numberOfRows == 20)
        let goods = Array(Fixture.homeGoods(count: max(count, 1)).reversed().prefix(count))
        server.fillGoodsHome(banners: Fixture.banners, goods: goods)
        screen.pullToRefresh()
        #expect(screen.numberOfRows == min(count, 10))
        #expect(screen.titles == goods.prefix(10).map(\.title))
        #expect(screen.isFooterShown == (count > 10))
        #expect(screen.emptyMessage == (count == 0 ? "暂无商品" : nil))
        server.fillGoodsHome(banners: Fixture.banners, goods: Fixture.homeGoods())
        screen.pullToRefresh()
        #expect(screen.numberOfRows == 10, "and back")
        #expect(screen.titles == (0..<10).map { "闲置\($0)" })
        #expect(screen.isFooterShown)
        #expect(screen.emptyMessage == nil)
    }
}
