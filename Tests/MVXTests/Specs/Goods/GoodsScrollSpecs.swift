import Catalog
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [SCENARIO.md](../../../../SCENARIO.md#goods-home-page-004), "Goods home page (004)": the
/// navigation bar styled by the scroll offset, and the floating button back to the top.
@MainActor
@Suite("Goods: scrolling", .attachesSnapshots)
struct GoodsScrollSpecs {
    /// Contract: goods.navBar
    @Test("The bar is transparent at the top and opaque once scrolled down, both ways", arguments: goodsArchitectures)
    func barFollowsTheOffset(architecture: ArchitectureEntry) {
        let screen = GoodsScreen(architecture)
        #expect(screen.contentOffset == 0)
        #expect(screen.barBackground == .transparent, "the list opens at its top")
        screen.scrollToBottom()
        #expect(screen.barBackground == .transparent, "a page more, and the window has not moved")
        screen.scroll(toRow: 15)
        #expect(screen.contentOffset > 0)
        #expect(screen.barBackground == .opaque)
        screen.scroll(toRow: 0)
        #expect(screen.contentOffset == 0)
        #expect(screen.barBackground == .transparent)
        screen.scroll(toRow: 10)
        #expect(screen.visibleRows == 1..<11)
        #expect(screen.barBackground == .opaque, "one row down is past the top")
        screen.scroll(toRow: 0)
        #expect(screen.barBackground == .transparent)
    }

    /// Contract: goods.navBar
    @Test(
        "A refresh that brings a shorter list back to its top makes the bar transparent", arguments: goodsArchitectures)
    func refreshBackToTop(architecture: ArchitectureEntry) {
        let server = Fixture.goodsServer()
        let screen = GoodsScreen(architecture, server: server)
        screen.scrollToBottom()
        screen.scroll(toRow: 15)
        #expect(screen.barBackground == .opaque)
        server.fillGoodsHome(banners: Fixture.banners, goods: Fixture.homeGoods(count: 4))
        screen.pullToRefresh()
        #expect(screen.numberOfRows == 4)
        #expect(screen.contentOffset == 0)
        #expect(screen.barBackground == .transparent)
        server.fillGoodsHome(banners: Fixture.banners, goods: Fixture.homeGoods(count: 25))
        screen.pullToRefresh()
        #expect(screen.barBackground == .transparent, "still at the top")
    }

    /// Contract: goods.top, goods.navBar
    @Test(
        "The floating button scrolls back to the top and leaves the rows, pages and footer",
        arguments: goodsArchitectures)
    func backToTop(architecture: ArchitectureEntry) {
        let server = Fixture.goodsServer()
        let screen = GoodsScreen(architecture, server: server)
        screen.scrollToBottom()
        screen.scrollToBottom()
        #expect(!screen.isFooterShown)
        let asked = server.log
        screen.tapTop()
        #expect(screen.visibleRows == 0..<10)
        #expect(screen.contentOffset == 0)
        #expect(screen.barBackground == .transparent)
        #expect(screen.numberOfRows == 25)
        #expect(!screen.isFooterShown)
        #expect(server.log == asked, "nothing asked")
        screen.tapTop()
        #expect(screen.barBackground == .transparent, "at the top already")
        screen.scroll(toRow: 12)
        #expect(screen.barBackground == .opaque)
        screen.tapTop()
        #expect(screen.titles.first == "闲置0")
    }

    /// Contract: goods.row, goods.paging
    @Test(
        "A reused cell shows nothing of the goods it showed before, in any field, scrolling down and back",
        arguments: goodsArchitectures)
    func reusedCellsShowTheirOwnGoods(architecture: ArchitectureEntry) {
        let goods = Fixture.homeGoods()
        // Each goods as a fresh cell draws it: the first page of a list that starts with it.
        var fresh: [String: GoodsScreen.Row] = [:]
        for start in stride(from: 0, to: goods.count, by: 10) {
            let screen = GoodsScreen(
                architecture, server: Fixture.goodsServer(goods: Array(goods[start...] + goods[..<start])))
            for row in screen.rows { fresh[row.title ?? ""] = row }
        }
        #expect(fresh.count == goods.count)
        let screen = GoodsScreen(architecture, server: Fixture.goodsServer(goods: goods))
        screen.scrollToBottom()
        screen.scrollToBottom()
        for row in [24, 14, 9, 4, 0] {
            screen.scroll(toRow: row)
            #expect(screen.visibleRows.contains(row))
            for index in screen.visibleRows {
                let shown = screen.row(index)
                #expect(shown == fresh[shown?.title ?? ""], "row \(index), reached at row \(row)")
            }
        }
        #expect(screen.visibleRows.contains(0))
    }
}
