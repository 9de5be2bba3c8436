import MVVM
import Shared
import Testing

// MVVM: 003's `CartViewModel` is tested as its controller uses it: `initWithBlock` records each
// call back, the cells' delegate methods are called by hand, and the rows and the total are read
// from the view model. No table, no cell.

@MainActor
@Suite("MVVM: CartViewModel")
struct CartViewModelTests {
    let server = makeCartServer()
    let viewModel: CartViewModel
    /// The totals the controller would draw, one per call back.
    private let drawn = Drawn()

    @MainActor
    private final class Drawn {
        var totals: [String] = []
        var failures: [String] = []
    }

    init() {
        viewModel = CartViewModel(apiManager: server)
        viewModel.initWithBlock(
            { [viewModel, drawn] in drawn.totals.append(viewModel.totalText) },
            fail: { [drawn] in drawn.failures.append($0) })
        viewModel.loadData()
        server.deliverPending()
    }

    private var counts: [String] { viewModel.rows.map(\.countText) }

    /// LogicCase: cart: the total follows every change
    @Test("cart: the total follows every change, each calling back")
    func cartTotal() {
        #expect(viewModel.totalText == "合计:207")
        viewModel.didClickAddBtn(itemId: 1)
        #expect(viewModel.totalText == "合计:208", "at once")
        viewModel.didClickReduceBtn(itemId: 3)
        viewModel.didClickDeleteBtn(itemId: 2)
        #expect(viewModel.totalText == "合计:205")
        server.deliverPending()
        #expect(viewModel.totalText == "合计:205")
        #expect(drawn.totals.last == "合计:205")
        #expect(drawn.totals.contains("合计:208"), "a call back after the tap, before the answer")
    }

    /// LogicCase: cart: + stops at 200, − at 1
    @Test("cart: + stops at 200, − at 1")
    func cartLimits() {
        viewModel.didClickReduceBtn(itemId: 1)
        #expect(server.requests(to: .updateCartItem).isEmpty)
        #expect(viewModel.rows[0].canReduce == false)
        viewModel.didClickAddBtn(itemId: 4)
        server.deliverPending()
        #expect(viewModel.rows[3].countText == "200")
        #expect(viewModel.rows[3].canAdd == false)
        viewModel.didClickAddBtn(itemId: 4)
        #expect(server.requests(to: .updateCartItem).count == 1)
    }

    /// LogicCase: cart: a failed change is undone
    @Test("cart: a failed change is undone and says so")
    func cartChangeRollback() {
        server.fail(.updateCartItem, message: "库存不足")
        viewModel.didClickAddBtn(itemId: 2)
        #expect(counts == ["1", "3", "5", "199"])
        #expect(viewModel.rows[1].canAdd == false, "in flight")
        server.deliverPending()
        #expect(counts == ["1", "2", "5", "199"])
        #expect(viewModel.rows[1].canAdd)
        #expect(viewModel.totalText == "合计:207")
        #expect(drawn.failures == ["修改失败"])
    }

    /// LogicCase: cart: a failed deletion comes back in place
    @Test("cart: a failed deletion comes back in place")
    func cartDeleteRollback() {
        server.fail(.deleteCartItem, message: "网络不给力")
        viewModel.didClickDeleteBtn(itemId: 2)
        #expect(viewModel.rows.map(\.name) == ["火车", "跑车", "滑板"])
        server.deliverPending()
        #expect(viewModel.rows.map(\.name) == ["火车", "飞机", "跑车", "滑板"])
        #expect(drawn.failures == ["删除失败"])
        viewModel.didClickDeleteBtn(itemId: 2)
        server.deliverPending()
        #expect(viewModel.rows.map(\.name) == ["火车", "跑车", "滑板"])
        #expect(server.cartItems.map(\.name) == ["火车", "跑车", "滑板"])
    }

    /// LogicCase: cart: rows in flight are independent
    @Test("cart: rows in flight are independent")
    func cartRowsIndependent() {
        server.hold(.updateCartItem)
        viewModel.didClickAddBtn(itemId: 1)
        server.fail(.updateCartItem, message: "库存不足")
        viewModel.didClickAddBtn(itemId: 3)
        viewModel.didClickAddBtn(itemId: 1)
        #expect(server.requests(to: .updateCartItem).count == 2, "a row in flight asks nothing more")
        server.releaseLatest(.updateCartItem)
        #expect(counts == ["2", "2", "5", "199"])
        #expect(viewModel.rows[0].canAdd == false, "the first row is still in flight")
        server.releaseNext(.updateCartItem)
        #expect(counts == ["2", "2", "5", "199"])
        #expect(viewModel.rows.allSatisfy { $0.canDelete })
    }

    @Test("cart: empty only once an answer says so, not while the first load is out")
    func emptyAfterAnswer() {
        let server = FakeServer(loginUserId: 1)
        let viewModel = CartViewModel(apiManager: server)
        viewModel.initWithBlock({}, fail: { _ in })
        viewModel.loadData()
        #expect(viewModel.loadState.isLoading)
        #expect(!viewModel.isEmpty, "nothing is known while the load is out")
        server.deliverPending()
        #expect(!viewModel.loadState.isLoading)
        #expect(viewModel.isEmpty)
    }
}
