import Catalog
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [SCENARIO.md](../../../../SCENARIO.md#cart-003), "Cart (003)": loading, the rows, the total
/// and the empty cart.
@MainActor
@Suite("Cart: load", .attachesSnapshots)
struct CartLoadSpecs {
    /// Contract: cart.load, cart.total, cart.empty
    @Test("The cart asks once, shows a HUD and 合计:0 until the answer, then its total", arguments: cartArchitectures)
    func loads(architecture: ArchitectureEntry) {
        let server = Fixture.cartServer()
        server.hold(.cart)
        let screen = CartScreen(architecture, server: server)
        #expect(screen.title == "购物车")
        #expect(screen.isHUDShown)
        #expect(screen.total == "合计:0")
        #expect(screen.rows.isEmpty)
        #expect(screen.emptyMessage == nil, "not empty: not answered yet")
        #expect(server.log == [.cart])
        screen.release(.cart)
        #expect(!screen.isHUDShown)
        #expect(screen.total == "合计:207")
        #expect(server.log == [.cart], "asked once")
    }

    /// Contract: cart.row
    @Test(
        "Each row shows the name, the count and its three buttons, in the server's order",
        arguments: cartArchitectures)
    func rows(architecture: ArchitectureEntry) {
        let screen = CartScreen(architecture)
        #expect(screen.items == ["火车 ×1", "飞机 ×2", "跑车 ×5", "滑板 ×199"])
        let first = screen.row(0)
        #expect(first?.canAdd == true)
        #expect(first?.canReduce == false, "a count of 1 cannot go lower")
        #expect(first?.canDelete == true)
        #expect(screen.row(1)?.canReduce == true)
        #expect(screen.row(3)?.canAdd == true)
        for row in screen.rows.indices {
            #expect(screen.buttonTitles(row: row) == ["+", "−", "删除"], "row \(row)")
        }
        #expect(screen.emptyMessage == nil)
    }

    /// Contract: cart.load, cart.error, cart.empty
    @Test("A failed fetch shows its message and no HUD; 重试 asks again and shows the cart", arguments: cartArchitectures)
    func errorAndRetry(architecture: ArchitectureEntry) {
        let server = Fixture.cartServer()
        server.fail(.cart, message: "网络不给力")
        let screen = CartScreen(architecture, server: server)
        #expect(!screen.isHUDShown)
        #expect(screen.errorMessage == "网络不给力")
        #expect(screen.total == "合计:0")
        #expect(screen.emptyMessage == nil, "a cart that did not come is not an empty cart")
        server.hold(.cart)
        screen.retry()
        #expect(screen.errorMessage == nil, "the retry removes the error view at once")
        #expect(screen.isHUDShown)
        #expect(server.log == [.cart, .cart])
        screen.release(.cart)
        #expect(!screen.isHUDShown)
        #expect(screen.items.count == 4)
        #expect(screen.total == "合计:207")
    }

    /// Contract: cart.error
    @Test(
        "A retry that fails again shows the error view again, with the new message or the same",
        arguments: cartArchitectures)
    func retryFailsAgain(architecture: ArchitectureEntry) {
        let server = Fixture.cartServer()
        server.fail(.cart, message: "网络不给力")
        let screen = CartScreen(architecture, server: server)
        server.fail(.cart, message: "服务器开小差了")
        screen.retry()
        #expect(screen.errorMessage == "服务器开小差了")
        #expect(screen.rows.isEmpty)
        server.fail(.cart, message: "服务器开小差了")
        screen.retry()
        #expect(screen.errorMessage == "服务器开小差了", "the same message, shown again after the 重试 removed it")
        screen.retry()
        #expect(screen.errorMessage == nil)
        #expect(screen.total == "合计:207")
    }

    /// Contract: cart.empty, cart.total
    @Test("An empty cart says so, and its total is 合计:0", arguments: cartArchitectures)
    func emptyCart(architecture: ArchitectureEntry) {
        let screen = CartScreen(architecture, server: Fixture.cartServer(items: []))
        #expect(screen.emptyMessage == "购物车是空的")
        #expect(screen.total == "合计:0")
        #expect(screen.rows.isEmpty)
    }

    /// Contract: cart.row, cart.total
    @Test("A single item at 200 shows its total and a disabled +", arguments: cartArchitectures)
    func singleFullItem(architecture: ArchitectureEntry) {
        let item = CartItem(id: 9, name: "一日游", count: 200)
        let screen = CartScreen(architecture, server: Fixture.cartServer(items: [item]))
        #expect(screen.items == ["一日游 ×200"])
        #expect(
            screen.row(0) == CartScreen.Row(name: "一日游", count: "200", canAdd: false, canReduce: true, canDelete: true))
        #expect(screen.total == "合计:200")
        #expect(screen.emptyMessage == nil)
    }

    /// Contract: cart.total, cart.add, cart.reduce, cart.delete
    @Test(
        "The total counts every item, its row on screen or scrolled out of the window, after every change",
        arguments: cartArchitectures, [12, 30])
    func totalOfEveryItem(architecture: ArchitectureEntry, count: Int) {
        let items = (1...count).map { CartItem(id: $0, name: "商品\($0)", imageUrl: "http://\($0)", count: $0 + 1) }
        let sum = items.map(\.count).reduce(0, +)
        let screen = CartScreen(architecture, server: Fixture.cartServer(items: items))
        #expect(screen.table?.visibleRows == 0..<10, "more items than rows in the window")
        #expect(screen.total == "合计:\(sum)")
        screen.scroll(toRow: count - 1)
        screen.tapAdd(row: count - 1)
        #expect(screen.total == "合计:\(sum + 1)")
        screen.tapDelete(row: count - 2)
        #expect(screen.total == "合计:\(sum + 1 - count)")
        screen.scroll(toRow: 0)
        #expect(screen.total == "合计:\(sum + 1 - count)", "rows scrolled away still count")
        screen.tapReduce(row: 0)
        screen.tapAdd(row: 1)
        screen.tapAdd(row: 1)
        screen.tapReduce(row: 1)
        #expect(screen.total == "合计:\(sum + 1 - count)", "down and up again")
        #expect(screen.items.prefix(2) == ["商品1 ×1", "商品2 ×4"])
    }

    /// Contract: cart.row, cart.inFlight, cart.add, cart.reduce
    @Test(
        "A reused cell shows nothing of the item it showed before, counts and buttons, scrolling down and back",
        arguments: cartArchitectures)
    func reusedCellsShowTheirOwnItem(architecture: ArchitectureEntry) throws {
        let counts = [1, 200, 7, 199, 2]
        let items = (1...30).map {
            CartItem(id: $0, name: "商品\($0)", imageUrl: "http://\($0)", count: counts[$0 % counts.count])
        }
        // Each item as a fresh cell draws it: the first rows of a cart that starts with it.
        var fresh: [String: CartScreen.Row] = [:]
        for start in stride(from: 0, to: items.count, by: 10) {
            let screen = CartScreen(
                architecture, server: Fixture.cartServer(items: Array(items[start...] + items[..<start])))
            for row in screen.rows { fresh[row.name ?? ""] = row }
        }
        #expect(fresh.count == items.count)
        let screen = CartScreen(architecture, server: Fixture.cartServer(items: items))
        screen.server.hold(.updateCartItem)
        screen.tapAdd(row: 1)
        let busy = try #require(screen.row(1))
        #expect(busy.count == "\(counts[2] + 1)")
        #expect(!busy.canAdd && !busy.canReduce && !busy.canDelete, "its change in flight")
        for row in [29, 19, 9, 0] {
            screen.scroll(toRow: row)
            #expect(screen.table?.visibleRows.contains(row) == true)
            for index in screen.table?.visibleRows ?? 0..<0 {
                let shown = screen.row(index)
                #expect(shown == (index == 1 ? busy : fresh[shown?.name ?? ""]), "row \(index), reached at row \(row)")
            }
        }
        screen.release(.updateCartItem)
        #expect(screen.row(1)?.canAdd == true)
    }
}
