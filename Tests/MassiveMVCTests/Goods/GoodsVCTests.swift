import Foundation
import HeadlessUIKit
import MassiveMVC
import Scenario
import Shared
import Testing

// MassiveMVC: the freight, the id and the mark are formatted in the cell from the `Goods` it is
// handed, and the paging is inside `GoodsVC`, so the only way to test one is the whole screen:
// build it through the architecture's entry, scroll its table and read its cells and footer.

@MainActor
@Suite("MassiveMVC: GoodsVC")
struct GoodsVCTests {
    let server = makeGoodsServer()
    let navigation = UINavigationController()
    let screen: UIViewController

    init() {
        screen = MassiveMVCArchitecture.makeGoodsScreen(
            environment: GoodsEnvironment(api: server, userAPI: makeServer(), friendAPI: server, loginUserId: 1))
        navigation.pushViewController(screen, animated: false)
        server.deliverPending()
    }

    private var tableView: UITableView { screen.view.firstView(withIdentifier: "goodsList") as! UITableView }

    private func loadAll() {
        tableView.scrollToBottom()
        server.deliverPending()
    }

    private func text(_ identifier: String, row: Int) -> String? {
        (tableView.cellForRow(at: IndexPath(row: row, section: 0))?.firstView(withIdentifier: identifier) as? UILabel)?
            .text
    }

    /// LogicCase: goods: the freight text
    @Test("goods: the freight text")
    func goodsFreightText() {
        loadAll()
        #expect((0..<3).map { text("goodsCell.freight", row: $0) } == ["包邮", "运费 ¥8", "运费待议"])
    }

    /// LogicCase: goods: the user id text
    @Test("goods: the user id text")
    func goodsUserIdText() {
        #expect(text("goodsCell.userId", row: 0) == "用户ID:101921")
        #expect(text("goodsCell.userId", row: 1) == "用户ID:7")
    }

    /// LogicCase: goods: the 芝麻认证 mark
    @Test("goods: the 芝麻认证 mark")
    func goodsVerifiedMark() {
        let marks = (0..<2).map {
            tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.firstView(withIdentifier: "goodsCell.zm")?
                .isVisibleOnScreen
        }
        #expect(marks == [true, false])
    }

    /// LogicCase: goods: paging and the footer
    @Test("goods: paging and the footer")
    func goodsPagingFooter() {
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
