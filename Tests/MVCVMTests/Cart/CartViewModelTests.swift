import MVCVM
import Shared
import Testing

// MVCVM: `CartViewModel` is observable state and commands; the test calls the commands the
// controller forwards and reads the state the bindings would read. No view, no controller.

@MainActor
@Suite("MVCVM: CartViewModel")
struct CartViewModelTests {
    let server = makeCartServer()
    let viewModel: CartViewModel

    init() {
        viewModel = CartViewModel(apiManager: server)
        viewModel.fetchCart()
        server.deliverPending()
    }

    private var counts: [String] { viewModel.rows.map(\.countText) }

    /// LogicCase: cart: the total follows every change
    @Test("cart: the total follows every change")
    func cartTotal() {
        #expect(viewModel.totalText == "合计:207")
        viewModel.add(itemId: 1)
        #expect(viewModel.totalText == "合计:208", "at once")
        viewModel.reduce(itemId: 3)
        viewModel.delete(itemId: 2)
        #expect(viewModel.totalText == "合计:205")
        server.deliverPending()
        #expect(viewModel.totalText == "合计:205")
    }

    /// LogicCase: cart: + stops at 200, − at 1
    @Test("cart: + stops at 200, − at 1")
    func cartLimits() {
        viewModel.reduce(itemId: 1)
        #expect(server.requests(to: .updateCartItem).isEmpty)
        #expect(viewModel.rows[0].canReduce == false)
        viewModel.add(itemId: 4)
        server.deliverPending()
        #expect(viewModel.rows[3].countText == "200")
        #expect(viewModel.rows[3].canAdd == false)
        viewModel.add(itemId: 4)
        #expect(server.requests(to: .updateCartItem).count == 1)
    }

    /// LogicCase: cart: a failed change is undone
    @Test("cart: a failed change is undone and says so")
    func cartChangeRollback() {
        server.fail(.updateCartItem, message: "库存不足")
        viewModel.add(itemId: 2)
        #expect(counts == ["1", "3", "5", "199"])
        #expect(viewModel.rows[1].canAdd == false, "in flight")
        server.deliverPending()
        #expect(counts == ["1", "2", "5", "199"])
        #expect(viewModel.rows[1].canAdd)
        #expect(viewModel.totalText == "合计:207")
        #expect(viewModel.toasts == ["修改失败"])
        viewModel.didShowToasts()
        #expect(viewModel.toasts.isEmpty)
    }

    /// LogicCase: cart: a failed deletion comes back in place
    @Test("cart: a failed deletion comes back in place")
    func cartDeleteRollback() {
        server.fail(.deleteCartItem, message: "网络不给力")
        viewModel.delete(itemId: 2)
        #expect(viewModel.rows.map(\.name) == ["火车", "跑车", "滑板"])
        server.deliverPending()
        #expect(viewModel.rows.map(\.name) == ["火车", "飞机", "跑车", "滑板"])
        #expect(viewModel.toasts == ["删除失败"])
        viewModel.delete(itemId: 2)
        server.deliverPending()
        #expect(viewModel.rows.map(\.name) == ["火车", "跑车", "滑板"])
        #expect(server.cartItems.map(\.name) == ["火车", "跑车", "滑板"])
    }

    /// LogicCase: cart: rows in flight are independent
    @Test("cart: rows in flight are independent")
    func cartRowsIndependent() {
        server.hold(.updateCartItem)
        viewModel.add(itemId: 1)
        server.fail(.updateCartItem, message: "库存不足")
        viewModel.add(itemId: 3)
        viewModel.add(itemId: 1)
        #expect(server.requests(to: .updateCartItem).count == 2, "a row in flight asks nothing more")
        server.releaseLatest(.updateCartItem)
        #expect(counts == ["2", "2", "5", "199"])
        #expect(viewModel.rows[0].canAdd == false, "the first row is still in flight")
        server.releaseNext(.updateCartItem)
        #expect(counts == ["2", "2", "5", "199"])
        #expect(viewModel.rows.allSatisfy { $0.canDelete })
    }
}
