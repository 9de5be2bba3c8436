import Catalog
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [SCENARIO.md](../../../../SCENARIO.md#goods-home-page-004), "Goods home page (004)": a row's like,
/// in flight, answered and failed, across reuse and refresh.
@MainActor
@Suite("Goods: likes", .attachesSnapshots)
struct GoodsLikeSpecs {
    /// Contract: goods.like
    @Test(
        "A like disables the button while in flight, then counts one more and stays disabled",
        arguments: goodsArchitectures)
    func like(architecture: ArchitectureEntry) {
        let server = Fixture.goodsServer()
        let screen = GoodsScreen(architecture, server: server)
        server.hold(.likeGoods)
        let before = screen.root.uiWork
        screen.tapLike(row: 1)
        #expect(screen.row(1)?.canLike == false)
        #expect(screen.row(1)?.like == "赞 1", "counted when the server says so")
        screen.tapLike(row: 1)
        #expect(server.requests(to: .likeGoods) == [.likeGoods(501)], "a second tap asks nothing")
        screen.release(.likeGoods)
        #expect(screen.row(1)?.like == "赞 2")
        #expect(screen.row(1)?.canLike == false, "for good")
        screen.tapLike(row: 1)
        #expect(server.requests(to: .likeGoods).count == 1)
        let work = screen.root.uiWork - before
        #expect(work.rowsReloaded == 0, "no row reloaded")
        #expect(work.fullReloads == 0, "not the list")
        #expect(work.cellsConfigured == 0)
        #expect(screen.toasts.isEmpty)
        for index in [0, 2, 4] {
            #expect(screen.row(index)?.canLike == true, "row \(index) untouched")
            #expect(screen.row(index)?.like == "赞 \(index)")
        }
    }

    /// Contract: goods.like
    @Test("A failed like reads as before, toasts 点赞失败, and can be sent again", arguments: goodsArchitectures)
    func likeFails(architecture: ArchitectureEntry) {
        let server = Fixture.goodsServer()
        let screen = GoodsScreen(architecture, server: server)
        server.fail(.likeGoods, message: "网络错误")
        screen.tapLike(row: 0)
        #expect(screen.row(0)?.like == "赞 0")
        #expect(screen.row(0)?.canLike == true)
        #expect(screen.toasts == ["点赞失败"])
        screen.tapLike(row: 0)
        #expect(screen.row(0)?.like == "赞 1")
        #expect(screen.row(0)?.canLike == false)
        #expect(screen.toasts == ["点赞失败"], "a success toasts nothing")
        #expect(server.requests(to: .likeGoods) == [.likeGoods(500), .likeGoods(500)])
    }

    /// Contract: goods.like
    @Test("Goods liked before cannot be liked again", arguments: goodsArchitectures)
    func likedBefore(architecture: ArchitectureEntry) {
        let server = Fixture.goodsServer()
        let screen = GoodsScreen(architecture, server: server)
        screen.tapLike(row: 3)
        #expect(server.requests(to: .likeGoods).isEmpty)
        #expect(screen.row(3)?.like == "赞 3")
    }

    /// Contract: goods.likeMoves
    @Test(
        "A like in flight stays with its goods when its row scrolls away and its cell shows others",
        arguments: goodsArchitectures, [false, true])
    func likeAcrossReuse(architecture: ArchitectureEntry, fails: Bool) {
        let server = Fixture.goodsServer()
        let screen = GoodsScreen(architecture, server: server)
        screen.scrollToBottom()
        screen.scroll(toRow: 0)
        server.hold(.likeGoods)
        if fails { server.fail(.likeGoods, message: "网络错误") }
        screen.tapLike(row: 1)
        screen.scroll(toRow: 15)
        #expect(screen.rows.filter { !$0.canLike }.isEmpty, "no other row shows it")
        screen.release(.likeGoods)
        #expect(screen.toasts == (fails ? ["点赞失败"] : []), "toasted while the row is away")
        screen.scroll(toRow: 0)
        #expect(screen.row(1)?.like == (fails ? "赞 1" : "赞 2"))
        #expect(screen.row(1)?.canLike == fails)
        #expect(screen.row(0)?.canLike == true)
        #expect(screen.row(2)?.canLike == true)
        server.hold(.likeGoods)
        screen.tapLike(row: 2)
        screen.scroll(toRow: 15)
        screen.scroll(toRow: 0)
        #expect(screen.row(2)?.canLike == false, "still in flight, wherever the row has been")
        screen.tapLike(row: 2)
        #expect(server.requests(to: .likeGoods).filter { $0 == .likeGoods(502) }.count == 1)
    }

    /// Contract: goods.likeMoves
    @Test(
        "A like answered after a refresh counts once and stays disabled, whichever was asked first",
        arguments: goodsArchitectures, [false, true])
    func likeAndRefresh(architecture: ArchitectureEntry, refreshFirst: Bool) {
        let server = Fixture.goodsServer()
        let screen = GoodsScreen(architecture, server: server)
        server.hold(.likeGoods)
        server.hold(.goods)
        if refreshFirst {
            screen.pullToRefresh()
            screen.tapLike(row: 1)
        } else {
            screen.tapLike(row: 1)
            screen.pullToRefresh()
        }
        screen.release(.goods)
        #expect(screen.row(1)?.canLike == false, "still in flight through the refresh")
        screen.release(.likeGoods)
        #expect(screen.row(1)?.like == "赞 2", "once, never twice")
        #expect(screen.row(1)?.canLike == false)
        screen.pullToRefresh()
        #expect(screen.row(1)?.like == "赞 2", "the server's truth")
        #expect(screen.row(1)?.canLike == false)
    }

    /// Contract: goods.repeat
    @Test(
        "Goods a later page lists again show their newest copy on both rows, and a like on either shows on both",
        arguments: goodsArchitectures)
    func goodsListedTwice(architecture: ArchitectureEntry) {
        let server = Fixture.goodsServer()
        let screen = GoodsScreen(architecture, server: server)
        var goods = server.homeGoods
        goods[9].likeCount += 5
        server.fillGoodsHome(banners: Fixture.banners, goods: [Fixture.newGoods(on: server)] + goods)
        screen.scrollToBottom()
        screen.scroll(toRow: 10)
        let twice = [9, 10]
        #expect(twice.map { screen.row($0)?.title } == ["闲置9", "闲置9"])
        #expect(twice.map { screen.row($0)?.like } == ["赞 14", "赞 14"], "the newest copy on both rows")
        server.hold(.likeGoods)
        screen.tapLike(row: 9)
        #expect(twice.map { screen.row($0)?.canLike } == [false, false], "in flight on both rows")
        screen.tapLike(row: 10)
        #expect(server.requests(to: .likeGoods).count == 1, "the other row asks nothing")
        screen.release(.likeGoods)
        #expect(twice.map { screen.row($0)?.like } == ["赞 15", "赞 15"])
        #expect(twice.map { screen.row($0)?.canLike } == [false, false])
        #expect(screen.row(8)?.title == "闲置8", "the rows around keep their own goods")
        #expect(screen.toasts.isEmpty)
    }

    /// Contract: goods.likeMoves
    @Test(
        "A like answered after a refresh that moved its goods to another row lands on that row, and no other",
        arguments: goodsArchitectures)
    func likeAfterRefreshMovedIt(architecture: ArchitectureEntry) {
        let server = Fixture.goodsServer()
        let screen = GoodsScreen(architecture, server: server)
        server.hold(.likeGoods)
        screen.tapLike(row: 2)
        let goods = Fixture.homeGoods()
        server.fillGoodsHome(banners: Fixture.banners, goods: goods.prefix(10).reversed() + goods.dropFirst(10))
        screen.pullToRefresh()
        #expect(screen.row(7)?.title == "闲置2", "the refresh moved the goods from row 2 to row 7")
        #expect(screen.row(7)?.canLike == false, "its like still in flight")
        screen.release(.likeGoods)
        #expect(screen.row(7)?.like == "赞 3")
        #expect(screen.row(7)?.canLike == false)
        #expect(screen.row(2)?.title == "闲置7")
        #expect(screen.row(2)?.like == "赞 7", "the row the like was tapped on shows other goods, unliked")
        #expect(screen.row(2)?.canLike == true)
    }

    /// Contract: goods.likeMoves
    @Test("A refresh asked before a like and answered after it cannot undo it", arguments: goodsArchitectures)
    func staleRefresh(architecture: ArchitectureEntry) {
        let server = Fixture.goodsServer()
        let screen = GoodsScreen(architecture, server: server)
        server.hold(.goods)
        screen.pullToRefresh()
        screen.tapLike(row: 1)
        #expect(screen.row(1)?.like == "赞 2", "the like answered first")
        screen.release(.goods)
        #expect(screen.row(1)?.like == "赞 2", "the page, read before the like, does not count it: the row does")
        #expect(screen.row(1)?.canLike == false)
    }

    /// Contract: goods.likeMoves
    @Test(
        "A like that fails after a refresh still toasts, and the row can be liked again",
        arguments: goodsArchitectures)
    func failureAfterRefresh(architecture: ArchitectureEntry) {
        let server = Fixture.goodsServer()
        let screen = GoodsScreen(architecture, server: server)
        server.hold(.likeGoods)
        server.fail(.likeGoods, message: "网络错误")
        screen.tapLike(row: 0)
        screen.pullToRefresh()
        screen.release(.likeGoods)
        #expect(screen.toasts == ["点赞失败"])
        #expect(screen.row(0)?.like == "赞 0")
        #expect(screen.row(0)?.canLike == true)
    }

    /// Contract: goods.likeMoves
    @Test(
        "A like that fails after a refresh dropped its row still toasts, and the row comes back likable",
        arguments: goodsArchitectures)
    func failureAfterRefreshDroppedTheRow(architecture: ArchitectureEntry) {
        let server = Fixture.goodsServer()
        let screen = GoodsScreen(architecture, server: server)
        screen.scrollToBottom()
        screen.scroll(toRow: 15)
        let before = screen.row(15)
        #expect(before != nil)
        server.hold(.likeGoods)
        server.fail(.likeGoods, message: "网络错误")
        screen.tapLike(row: 15)
        screen.pullToRefresh()
        #expect(screen.numberOfRows == 10, "the refresh shows its first page alone")
        screen.release(.likeGoods)
        #expect(screen.toasts == ["点赞失败"])
        screen.scrollToBottom()
        screen.scroll(toRow: 15)
        #expect(screen.numberOfRows > 15)
        #expect(screen.row(15)?.like == before?.like)
        #expect(screen.row(15)?.canLike == true)
    }
}
