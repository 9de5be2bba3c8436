import Foundation
import HeadlessUIKit
import MassiveMVC
import Scenario
import Shared
import Testing

// MassiveMVC: every rule of the cart is inside `CartVC`, so the only way to test one is the whole
// screen: build it through the architecture's entry, tap its cells' buttons, read its cells and
// its navigation bar.

@MainActor
@Suite("MassiveMVC: CartVC")
struct CartVCTests {
    let server = makeCartServer()
    let navigation = UINavigationController()
    let screen: UIViewController

    init() {
        screen = MassiveMVCArchitecture.makeCartScreen(environment: CartEnvironment(api: server))
        navigation.pushViewController(screen, animated: false)
        server.deliverPending()
    }

    private var tableView: UITableView { screen.view.firstView(withIdentifier: "cartList") as! UITableView }
    private var total: String? { screen.navigationItem.rightBarButtonItem?.title }

    private func view<T: UIView>(_ identifier: String, row: Int) -> T? {
        tableView.cellForRow(at: IndexPath(row: row, section: 0))?.firstView(withIdentifier: identifier) as? T
    }

    private func tap(_ identifier: String, row: Int) {
        (view(identifier, row: row) as UIButton?)?.tap()
    }

    private func canTap(_ identifier: String, row: Int) -> Bool? {
        (view(identifier, row: row) as UIButton?)?.isEnabled
    }

    private var names: [String] {
        tableView.visibleRows.compactMap { (view("cartCell.name", row: $0) as UILabel?)?.text }
    }
    private var counts: [String] {
        tableView.visibleRows.compactMap { (view("cartCell.count", row: $0) as UILabel?)?.text }
    }

    /// LogicCase: cart: the total follows every change
    @Test("cart: the total follows every change")
    func cartTotal() {
        #expect(total == "合计:207")
        tap("cartCell.add", row: 0)
        #expect(total == "合计:208", "at once")
        tap("cartCell.reduce", row: 2)
        tap("cartCell.delete", row: 1)
        #expect(total == "合计:205")
        server.deliverPending()
        #expect(total == "合计:205")
    }

    /// LogicCase: cart: + stops at 200, − at 1
    @Test("cart: + stops at 200, − at 1")
    func cartLimits() {
        #expect(canTap("cartCell.reduce", row: 0) == false)
        tap("cartCell.reduce", row: 0)
        #expect(server.requests(to: .updateCartItem).isEmpty)
        tap("cartCell.add", row: 3)
        server.deliverPending()
        #expect(counts[3] == "200")
        #expect(canTap("cartCell.add", row: 3) == false)
        tap("cartCell.add", row: 3)
        #expect(server.requests(to: .updateCartItem).count == 1)
    }

    /// LogicCase: cart: a failed change is undone
    @Test("cart: a failed change is undone")
    func cartChangeRollback() {
        server.fail(.updateCartItem, message: "库存不足")
        tap("cartCell.add", row: 1)
        #expect(counts == ["1", "3", "5", "199"])
        #expect(canTap("cartCell.add", row: 1) == false, "in flight")
        server.deliverPending()
        #expect(counts == ["1", "2", "5", "199"])
        #expect(canTap("cartCell.add", row: 1) == true)
        #expect(total == "合计:207")
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
        #expect(canTap("cartCell.add", row: 0) == false, "the first row is still in flight")
        server.releaseNext(.updateCartItem)
        #expect(counts == ["2", "2", "5", "199"])
        #expect(tableView.visibleRows.allSatisfy { canTap("cartCell.delete", row: $0) == true })
    }
}
