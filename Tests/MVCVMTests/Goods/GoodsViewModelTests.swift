import MVCVM
import Shared
import Testing

// MVCVM: the home page's view models, each alone: `GoodsViewModel` is told to load, and its
// observable state is read; each `GoodsItemViewModel` is read. No table, no cell, no controller.

@MainActor
@Suite("MVCVM: GoodsViewModel and GoodsItemViewModel")
struct GoodsViewModelTests {
    let server = makeGoodsServer()
    let viewModel: GoodsViewModel

    init() {
        viewModel = GoodsViewModel(apiManager: server)
        viewModel.fetchData()
        server.deliverPending()
        viewModel.loadMore()
        server.deliverPending()
    }

    /// LogicCase: goods: the freight text
    @Test("goods: the freight text")
    func goodsFreightText() {
        #expect(viewModel.items.map(\.freightExplain) == ["包邮", "运费 ¥8", "运费待议"])
    }

    /// LogicCase: goods: the user id text
    @Test("goods: the user id text")
    func goodsUserIdText() {
        #expect(viewModel.items.map(\.userId) == ["用户ID:101921", "用户ID:7", "用户ID:101921"])
    }

    /// LogicCase: goods: the 芝麻认证 mark
    @Test("goods: the 芝麻认证 mark")
    func goodsVerifiedMark() {
        #expect(viewModel.items.map(\.goods.iszm) == [true, false, true])
    }

    /// LogicCase: goods: paging and the footer
    @Test("goods: paging and the footer")
    func goodsPagingFooter() {
        let fresh = GoodsViewModel(apiManager: server)
        #expect(fresh.isFooterHidden, "no footer before the first page")
        fresh.fetchData()
        #expect(fresh.showsHUD)
        server.deliverPending()
        #expect(!fresh.showsHUD)
        #expect(!fresh.isFooterHidden)
        #expect(fresh.items.count == 2)
        fresh.loadMore()
        fresh.loadMore()
        #expect(fresh.isLoadingMore)
        server.deliverPending()
        #expect(!fresh.isLoadingMore)
        #expect(fresh.isFooterHidden, "the last page hides it")
        #expect(fresh.items.count == 3)
        #expect(server.requests(to: .goods).suffix(2) == [.goods(page: 0), .goods(page: 1)], "one load at a time")
    }
}
