import MVP
import Shared
import Testing

// MVP: the presenters alone. `GoodsCellPresenter` is read; `GoodsPresenter` tells a spy
// `GoodsView`, whose calls are read. No table, no cell, no view controller.

@MainActor
@Suite("MVP: GoodsPresenter and GoodsCellPresenter")
struct GoodsPresenterTests {
    private final class SpyView: GoodsView {
        var footers: [Bool] = []
        var reloads = 0
        func goodsPresenterDidStartLoading() {}
        func goodsPresenterDidEndLoading() {}
        func goodsPresenterDidLoadBanners() {}
        func goodsPresenterDidReload() { reloads += 1 }
        func goodsPresenterDidConfigFooter(isLastPage: Bool) { footers.append(isLastPage) }
        func goodsPresenterDidFail(message: String) {}
        func goodsPresenterDidFailToLoad(message: String) {}
        func goodsPresenterDidFailToLike(message: String) {}
        func goodsPresenterOpen(_ destination: GoodsDestination) {}
    }

    let server = makeGoodsServer()
    let presenter: GoodsPresenter
    private let view = SpyView()

    init() {
        presenter = GoodsPresenter(apiManager: server)
        presenter.view = view
        presenter.loadData()
        server.deliverPending()
    }

    private func loadAll() -> [GoodsCellPresenter] {
        presenter.loadMore()
        server.deliverPending()
        return presenter.rows
    }

    /// LogicCase: goods: the freight text
    @Test("goods: the freight text")
    func goodsFreightText() {
        #expect(loadAll().map(\.freightText) == ["包邮", "运费 ¥8", "运费待议"])
    }

    /// LogicCase: goods: the user id text
    @Test("goods: the user id text")
    func goodsUserIdText() {
        #expect(loadAll().map(\.userIdText) == ["用户ID:101921", "用户ID:7", "用户ID:101921"])
    }

    /// LogicCase: goods: the 芝麻认证 mark
    @Test("goods: the 芝麻认证 mark")
    func goodsVerifiedMark() {
        #expect(loadAll().map(\.isVerified) == [true, false, true])
    }

    /// LogicCase: goods: paging and the footer
    @Test("goods: paging and the footer")
    func goodsPagingFooter() {
        #expect(view.footers == [false], "the first page is not the last: the footer shows")
        #expect(presenter.rows.count == 2)
        presenter.loadMore()
        presenter.loadMore()
        server.deliverPending()
        #expect(view.footers == [false, true], "the second is: the footer hides")
        #expect(view.reloads == 2, "one load at a time")
        #expect(presenter.rows.map(\.titleText) == ["台灯", "书架", "沙发"])
    }
}
