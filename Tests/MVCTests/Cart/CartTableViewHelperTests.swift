import Foundation
import HeadlessUIKit
import MVC
import Shared
import Testing

// MVC: the cart's rules live in `CartTableViewHelper`, which is also the table's data source and
// the one that hears the cells' taps, so the test builds a `UITableView`, lets the helper fill
// it, taps the cells' buttons and reads their plain setters.

@MainActor
@Suite("MVC: CartTableViewHelper")
struct CartTableViewHelperTests {
    let server = makeCartServer()
    let tableView = UITableView(identifier: "cartList")
    /// Kept here because the table holds its data source weakly, as UIKit's does.
    let helper: CartTableViewHelper
    private let totals = Totals()

    @MainActor
    private final class Totals {
        var texts: [String] = []
    }

    init() {
        helper = CartTableViewHelper(tableView: tableView, apiManager: server)
        helper.totalHandler = { [totals] in totals.texts.append($0) }
        helper.fetchData()
        server.deliverPending()
    }

    private func cell(_ row: Int) -> CartCell? {
        tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? CartCell
    }

    private func tap(_ identifier: String, row: Int) {
        (cell(row)?.firstView(withIdentifier: identifier) as? UIButton)?.tap()
    }

    private var names: [String] { tableView.visibleRows.compactMap { cell($0)?.nameText } }
    private var counts: [String] { tableView.visibleRows.compactMap { cell($0)?.countText } }

    /// LogicCase: cart: the total follows every change
    @Test("cart: the total follows every change")
    func cartTotal() {
        #expect(totals.texts.last == "合计:207")
        tap("cartCell.add", row: 0)
        #expect(totals.texts.last == "合计:208", "at once")
        tap("cartCell.reduce", row: 2)
        tap("cartCell.delete", row: 1)
        #expect(totals.texts.last == "合计:205")
        server.deliverPending()
        #expect(totals.texts.last == "合计:205")
        #expect(helper.totalText == "合计:205")
    }

    /// LogicCase: cart: + stops at 200, − at 1
    @Test("cart: + stops at 200, − at 1")
    func cartLimits() {
        #expect(cell(0)?.isReduceEnabled == false)
        tap("cartCell.reduce", row: 0)
        #expect(server.requests(to: .updateCartItem).isEmpty)
        tap("cartCell.add", row: 3)
        server.deliverPending()
        #expect(cell(3)?.countText == "200")
        #expect(cell(3)?.isAddEnabled == false)
        tap("cartCell.add", row: 3)
        #expect(server.requests(to: .updateCartItem).count == 1)
    }

    /// LogicCase: cart: a failed change is undone
    @Test("cart: a failed change is undone")
    func cartChangeRollback() {
        server.fail(.updateCartItem, message: "库存不足")
        tap("cartCell.add", row: 1)
        #expect(counts == ["1", "3", "5", "199"])
        #expect(cell(1)?.isAddEnabled == false, "in flight")
        server.deliverPending()
        #expect(counts == ["1", "2", "5", "199"])
        #expect(cell(1)?.isAddEnabled == true)
        #expect(totals.texts.last == "合计:207")
    }

    /// LogicCase: cart: a failed deletion comes back in place
    @Test("cart: a failed deletion comes back in place")
    func cartDeleteRollback() {
        server.fail(.deleteCartItem, message: "网络不给力")
        tap("cartCell.delete", row: 1)
        #expect(names == ["火车", "跑车", "滑板"])
        server.deliverPending()
        #expect(names == ["火车", "飞机", "跑车", "滑板"])
        tap("cartCell.delete", row: 1)
        server.deliverPending()
        #expect(names == ["火车", "跑车", "滑板"])
        #expect(server.cartItems.map(\.name) == ["火车", "跑车", "滑板"])
    }

    /// LogicCase: cart: rows in flight are independent
    @Test("cart: rows in flight are independent")
    func cartRowsIndependent() {
        server.hold(.updateCartItem)
        tap("cartCell.add", row: 0)
        server.fail(.updateCartItem, message: "库存不足")
        tap("cartCell.add", row: 2)
        tap("cartCell.add", row: 0)
        #expect(server.requests(to: .updateCartItem).count == 2, "a row in flight asks nothing more")
        server.releaseLatest(.updateCartItem)
        #expect(counts == ["2", "2", "5", "199"])
        #expect(cell(0)?.isAddEnabled == false, "the first row is still in flight")
        server.releaseNext(.updateCartItem)
        #expect(counts == ["2", "2", "5", "199"])
        #expect(tableView.visibleRows.allSatisfy { cell($0)?.isDeleteEnabled == true })
    }
}
