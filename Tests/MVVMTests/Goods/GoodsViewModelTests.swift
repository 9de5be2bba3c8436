import HeadlessUIKit
import MVVM
import Shared
import Testing

// MVVM: 004's view models, each alone. `GoodsViewModel` is asked to load through its blocks, and
// the blocks it called and its `dataSource` are read; each `GoodsItemViewModel` is read. The one
// exception is the 芝麻认证 mark: 004's cell decides it from the goods the view model exposes
// (`realNameIcon.hidden = !viewModel.goods.iszm`), so that case needs the cell.

@MainActor
@Suite("MVVM: GoodsViewModel and GoodsItemViewModel")
struct GoodsViewModelTests {
    let server = makeGoodsServer()
    let viewModel: GoodsViewModel

    init() {
        viewModel = GoodsViewModel(apiManager: server)
    }

    private func loadAll() {
        viewModel.loadData({}, failure: { _ in }, configFooter: { _ in })
        server.deliverPending()
        viewModel.loadMoreData({}, failure: { _ in }, configFooter: { _ in })
        server.deliverPending()
    }

    /// LogicCase: goods: the freight text
    @Test("goods: the freight text")
    func goodsFreightText() {
        loadAll()
        #expect(viewModel.dataSource.map(\.freightExplain) == ["包邮", "运费 ¥8", "运费待议"])
    }

    /// LogicCase: goods: the user id text
    @Test("goods: the user id text")
    func goodsUserIdText() {
        loadAll()
        #expect(viewModel.dataSource.map(\.userId) == ["用户ID:101921", "用户ID:7", "用户ID:101921"])
        #expect(viewModel.dataSource[0].goods.userId == 101_921, "the goods, exposed read-only, for the profile")
    }

    /// LogicCase: goods: the 芝麻认证 mark
    @Test("goods: the 芝麻认证 mark")
    func goodsVerifiedMark() {
        loadAll()
        let marks = viewModel.dataSource.map { item in
            let cell = GoodsCell(style: .default, reuseIdentifier: GoodsCell.cellReuseIdentifier)
            cell.bindViewModel(item)
            return cell.firstView(withIdentifier: "goodsCell.zm")?.isVisibleOnScreen ?? false
        }
        #expect(marks == [true, false, true])
    }

    /// LogicCase: goods: paging and the footer
    @Test("goods: paging and the footer")
    func goodsPagingFooter() {
        var footers: [Bool] = []
        var successes = 0
        viewModel.loadData({ successes += 1 }, failure: { _ in }, configFooter: { footers.append($0) })
        let asksAgain = viewModel.loadData({ successes += 1 }, failure: { _ in }, configFooter: { footers.append($0) })
        #expect(!asksAgain, "a first page is in flight")
        server.deliverPending()
        #expect(footers == [false], "the first page is not the last: the footer shows")
        #expect(viewModel.dataSource.count == 2)
        viewModel.loadMoreData({ successes += 1 }, failure: { _ in }, configFooter: { footers.append($0) })
        viewModel.loadMoreData({ successes += 1 }, failure: { _ in }, configFooter: { footers.append($0) })
        server.deliverPending()
        #expect(footers == [false, true], "the second is: the footer hides")
        #expect(successes == 2, "one load at a time")
        #expect(viewModel.dataSource.map(\.goods.title) == ["台灯", "书架", "沙发"])
        #expect(server.requests(to: .goods) == [.goods(page: 0), .goods(page: 1)])
    }
}
