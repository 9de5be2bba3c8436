import Shared
import TEA
import Testing

// TEA: the rows' texts are `GoodsRow`'s and the paging is `GoodsState.update`: a page is a message
// the test sends, with the first-page load it was asked under.

@Suite("TEA: GoodsState")
struct GoodsStateTests {
    private static let goods = [
        Goods(
            goodsId: 1, title: "台灯", price: "9.9", expressType: .free, userId: 101_921, avatar: "bob.png",
            nickName: "Bob", iszm: true, location: "西湖"),
        Goods(
            goodsId: 2, title: "书架", price: "50", expressType: .value, expressFee: "8", userId: 7, avatar: "",
            nickName: "Ann", iszm: false, location: "滨江"),
        Goods(
            goodsId: 3, title: "沙发", price: "300", expressType: .feeding, userId: 101_921, avatar: "bob.png",
            nickName: "Bob", iszm: true, location: "西湖"),
    ]

    private func loaded() -> GoodsState {
        var state = GoodsState()
        #expect(
            state.update(.load) == [.fetchBanners(generation: 1), .fetchPage(page: 0, generation: 1, isRefresh: false)])
        let page = GoodsPage(goods: Array(Self.goods[0..<2]), isLastPage: false)
        _ = state.update(.pageLoaded(page: 0, generation: 1, isRefresh: false, .success(page)))
        return state
    }

    /// LogicCase: goods: the freight text
    @Test("goods: the freight text")
    func freight() {
        var state = loaded()
        _ = state.update(.loadMore)
        let last = GoodsPage(goods: [Self.goods[2]], isLastPage: true)
        _ = state.update(.pageLoaded(page: 1, generation: 1, isRefresh: false, .success(last)))
        #expect([1, 2, 3].map { state.row($0)?.freightExplain } == ["包邮", "运费 ¥8", "运费待议"])
        #expect(state.row(1)?.price == "¥9.9")
    }

    /// LogicCase: goods: the user id text
    @Test("goods: the user id text")
    func userId() {
        let state = loaded()
        #expect(state.row(1)?.userId == "用户ID:101921")
        #expect(state.row(2)?.userId == "用户ID:7")
        #expect(state.row(2)?.avatarName == "placeholderUserIcon")
    }

    /// LogicCase: goods: the 芝麻认证 mark
    @Test("goods: the 芝麻认证 mark")
    func zmMark() {
        let state = loaded()
        #expect(state.row(1)?.goods.iszm == true)
        #expect(state.row(2)?.goods.iszm == false)
    }

    /// LogicCase: goods: paging and the footer
    @Test("goods: paging and the footer")
    func paging() {
        var state = GoodsState()
        #expect(state.isFooterHidden)
        state = loaded()
        #expect(state.isFooterHidden == false)
        #expect(state.update(.loadMore) == [.fetchPage(page: 1, generation: 1, isRefresh: false)])
        #expect(state.update(.loadMore) == [], "one load at a time")
        #expect(
            state.update(.refresh) == [
                .fetchPage(page: 0, generation: 2, isRefresh: true), .fetchBanners(generation: 2),
            ])
        _ = state.update(.bannersLoaded(generation: 2, .success(["banner.new"])))
        _ = state.update(.bannersLoaded(generation: 1, .success(["banner.old"])))
        #expect(state.banners == ["banner.new"], "banners asked before the refresh never show")
        _ = state.update(
            .pageLoaded(
                page: 1, generation: 1, isRefresh: false, .success(GoodsPage(goods: [Self.goods[2]], isLastPage: true)))
        )
        #expect(state.goods.count == 2, "a load more the refresh overtook never appears")
        _ = state.update(
            .pageLoaded(
                page: 0, generation: 2, isRefresh: true, .success(GoodsPage(goods: Self.goods, isLastPage: true))))
        #expect(state.goods.count == 3)
        #expect(state.isFooterHidden)
    }
}
