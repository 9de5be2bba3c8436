import MVP
import Shared
import Testing

// MVP: 003's `Present` is `CartPresenter`. A spy `CartView` counts each `reloadDataForUI` and
// records the failures it is told about; the cells' delegate methods are called by hand and the
// rows are the presenter's own, read without any table.

@MainActor
private final class SpyCartView: CartView {
    var reloads = 0
    var failures: [String] = []
    func reloadDataForUI() { reloads += 1 }
    func cartPresenterDidStartLoading() {}
    func cartPresenterDidEndLoading() {}
    func cartPresenterDidFail(message: String) { failures.append(message) }
    func cartPresenterDidFailToChange(message: String) { failures.append(message) }
}

@MainActor
@Suite("MVP: CartPresenter")
struct CartPresenterTests {
    let server = makeCartServer()
    let presenter: CartPresenter
    private let spy = SpyCartView()

    init() {
        presenter = CartPresenter(apiManager: server)
        presenter.view = spy
        presenter.loadData()
        server.deliverPending()
    }

    private var counts: [String] { presenter.rows.map(\.countText) }

    /// LogicCase: cart: the total follows every change
    @Test("cart: the total follows every change, each one redrawn")
    func cartTotal() {
        #expect(presenter.totalText == "合计:207")
        let reloads = spy.reloads
        presenter.didClickAddBtn(itemId: 1)
        #expect(presenter.totalText == "合计:208", "at once")
        #expect(spy.reloads == reloads + 1, "the presenter asks its view to redraw")
        presenter.didClickReduceBtn(itemId: 3)
        presenter.didClickDeleteBtn(itemId: 2)
        #expect(presenter.totalText == "合计:205")
        server.deliverPending()
        #expect(presenter.totalText == "合计:205")
        #expect(spy.reloads == reloads + 6, "once at each tap, once at each answer")
    }

    /// LogicCase: cart: + stops at 200, − at 1
    @Test("cart: + stops at 200, − at 1")
    func cartLimits() {
        presenter.didClickReduceBtn(itemId: 1)
        #expect(server.requests(to: .updateCartItem).isEmpty)
        #expect(presenter.rows[0].canReduce == false)
        presenter.didClickAddBtn(itemId: 4)
        server.deliverPending()
        #expect(presenter.rows[3].countText == "200")
        #expect(presenter.rows[3].canAdd == false)
        presenter.didClickAddBtn(itemId: 4)
        #expect(server.requests(to: .updateCartItem).count == 1)
    }

    /// LogicCase: cart: a failed change is undone
    @Test("cart: a failed change is undone and says so")
    func cartChangeRollback() {
        server.fail(.updateCartItem, message: "库存不足")
        presenter.didClickAddBtn(itemId: 2)
        #expect(counts == ["1", "3", "5", "199"])
        #expect(presenter.rows[1].canAdd == false, "in flight")
        server.deliverPending()
        #expect(counts == ["1", "2", "5", "199"])
        #expect(presenter.rows[1].canAdd)
        #expect(presenter.totalText == "合计:207")
        #expect(spy.failures == ["修改失败"])
    }

    /// LogicCase: cart: a failed deletion comes back in place
    @Test("cart: a failed deletion comes back in place")
    func cartDeleteRollback() {
        server.fail(.deleteCartItem, message: "网络不给力")
        presenter.didClickDeleteBtn(itemId: 2)
        #expect(presenter.rows.map(\.name) == ["火车", "跑车", "滑板"])
        server.deliverPending()
        #expect(presenter.rows.map(\.name) == ["火车", "飞机", "跑车", "滑板"])
        #expect(spy.failures == ["删除失败"])
        presenter.didClickDeleteBtn(itemId: 2)
        server.deliverPending()
        #expect(presenter.rows.map(\.name) == ["火车", "跑车", "滑板"])
        #expect(server.cartItems.map(\.name) == ["火车", "跑车", "滑板"])
    }

    /// LogicCase: cart: rows in flight are independent
    @Test("cart: rows in flight are independent")
    func cartRowsIndependent() {
        server.hold(.updateCartItem)
        presenter.didClickAddBtn(itemId: 1)
        server.fail(.updateCartItem, message: "库存不足")
        presenter.didClickAddBtn(itemId: 3)
        presenter.didClickAddBtn(itemId: 1)
        #expect(server.requests(to: .updateCartItem).count == 2, "a row in flight asks nothing more")
        server.releaseLatest(.updateCartItem)
        #expect(counts == ["2", "2", "5", "199"])
        #expect(presenter.rows[0].canAdd == false, "the first row is still in flight")
        server.releaseNext(.updateCartItem)
        #expect(counts == ["2", "2", "5", "199"])
        #expect(presenter.rows.allSatisfy { $0.canDelete })
    }
}
