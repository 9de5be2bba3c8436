import HeadlessUIKit
import MVC
import Shared
import Testing

// MVC: a `GoodsCellHelper` formats alone; the paging lives in `GoodsTableViewHelper`, which owns a
// table and its footer, so that case needs a `UITableView`, and reads its rows and its footer.

@MainActor
@Suite("MVC: GoodsTableViewHelper and GoodsCellHelper")
struct GoodsTableViewHelperTests {
    let server = makeGoodsServer()
    let helpers: [GoodsCellHelper]

    init() {
        helpers = server.homeGoods.map { GoodsCellHelper(goods: $0) }
    }

    /// LogicCase: goods: the freight text
    @Test("goods: the freight text")
    func goodsFreightText() {
        #expect(helpers.map(\.freightText) == ["包邮", "运费 ¥8", "运费待议"])
    }

    /// LogicCase: goods: the user id text
    @Test("goods: the user id text")
    func goodsUserIdText() {
        #expect(helpers.map(\.userIdText) == ["用户ID:101921", "用户ID:7", "用户ID:101921"])
    }

    /// LogicCase: goods: the 芝麻认证 mark
    @Test("goods: the 芝麻认证 mark")
    func goodsVerifiedMark() {
        #expect(helpers.map(\.isVerified) == [true, false, true])
    }

    /// LogicCase: goods: paging and the footer
    @Test("goods: paging and the footer")
    func goodsPagingFooter() {
        let tableView = UITableView(identifier: "goodsList")
        let helper = GoodsTableViewHelper(tableView: tableView, apiManager: server)
        #expect(tableView.footer?.isHidden == true, "no footer before the first page")
        helper.fetchData()
        server.deliverPending()
        #expect(tableView.numberOfRows == 2)
        #expect(tableView.footer?.isHidden == false)
        tableView.scrollToBottom()
        tableView.scrollToBottom()
        server.deliverPending()
        #expect(tableView.numberOfRows == 3)
        #expect(tableView.footer?.isHidden == true, "the last page hides it")
        #expect(server.requests(to: .goods) == [.goods(page: 0), .goods(page: 1)], "one load at a time")
    }
}
