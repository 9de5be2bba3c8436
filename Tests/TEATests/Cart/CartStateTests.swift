import Shared
import TEA
import Testing

// TEA: the cart's logic is `CartState.update`, a message in and the state and the commands out.
// Nothing runs a request: an answer is a message the test sends, in whichever order it likes.

@Suite("TEA: CartState")
struct CartStateTests {
    private static let cart = [
        CartItem(id: 1, name: "键盘", count: 1), CartItem(id: 2, name: "鼠标", count: 5),
        CartItem(id: 3, name: "耳机", count: 2), CartItem(id: 4, name: "显示器", count: 199),
    ]

    private func loaded() -> CartState {
        var state = CartState()
        #expect(state.update(.load) == [.fetchCart])
        #expect(state.update(.loaded(.success(Self.cart))) == [])
        return state
    }

    /// LogicCase: cart: the total follows every change
    @Test("cart: the total follows every change, at once and after each answer")
    func cartTotal() {
        var state = CartState()
        #expect(state.totalText == "合计:0")
        state = loaded()
        #expect(state.totalText == "合计:207")
        #expect(state.update(.add(itemId: 1)) == [.updateCount(itemId: 1, count: 2)])
        #expect(state.totalText == "合计:208", "at once")
        #expect(state.update(.reduce(itemId: 3)) == [.updateCount(itemId: 3, count: 1)])
        #expect(state.update(.delete(itemId: 2)) == [.deleteItem(itemId: 2)])
        #expect(state.totalText == "合计:202")
        _ = state.update(.changed(itemId: 1, succeeded: true))
        _ = state.update(.deleted(itemId: 2, succeeded: true))
        #expect(state.totalText == "合计:202")
    }

    /// LogicCase: cart: + stops at 200, − at 1
    @Test("cart: + stops at 200, − at 1, asking nothing")
    func cartLimits() {
        var state = loaded()
        #expect(state.update(.reduce(itemId: 1)) == [])
        #expect(state.rows[0].canReduce == false)
        #expect(state.update(.add(itemId: 4)) == [.updateCount(itemId: 4, count: 200)])
        _ = state.update(.changed(itemId: 4, succeeded: true))
        #expect(state.rows[3].canAdd == false)
        #expect(state.update(.add(itemId: 4)) == [])
        #expect(state.rows[3].countText == "200")
    }

    /// LogicCase: cart: a failed change is undone
    @Test("cart: a failed change is undone, with one toast")
    func cartFailedChange() {
        var state = loaded()
        _ = state.update(.add(itemId: 2))
        #expect(state.rows[1].countText == "6")
        #expect(state.update(.changed(itemId: 2, succeeded: false)) == [.toast("修改失败")])
        #expect(state.rows[1].countText == "5")
        #expect(state.rows[1].canAdd)
        #expect(state.totalText == "合计:207")
    }

    /// LogicCase: cart: a failed deletion comes back in place
    @Test("cart: a failed deletion comes back between the neighbours it has then")
    func cartFailedDeletion() {
        var state = loaded()
        _ = state.update(.delete(itemId: 2))
        _ = state.update(.delete(itemId: 1))
        #expect(state.rows.map(\.id) == [3, 4])
        _ = state.update(.deleted(itemId: 1, succeeded: true))
        #expect(state.update(.deleted(itemId: 2, succeeded: false)) == [.toast("删除失败")])
        #expect(state.rows.map(\.id) == [2, 3, 4])
        #expect(state.totalText == "合计:206")
    }

    /// LogicCase: cart: rows in flight are independent
    @Test("cart: rows in flight are independent, answered in any order")
    func cartIndependentRows() {
        var state = loaded()
        _ = state.update(.add(itemId: 1))
        _ = state.update(.reduce(itemId: 2))
        #expect(state.update(.add(itemId: 1)) == [], "its row is busy")
        #expect(state.rows[1].canAdd == false)
        #expect(state.rows[2].canAdd)
        _ = state.update(.changed(itemId: 2, succeeded: false))
        #expect(state.rows.map(\.countText) == ["2", "5", "2", "199"])
        #expect(state.rows[0].canAdd == false, "the other row is still in flight")
        _ = state.update(.changed(itemId: 1, succeeded: true))
        #expect(state.rows.map(\.countText) == ["2", "5", "2", "199"])
        #expect(state.rows[0].canAdd)
    }
}
