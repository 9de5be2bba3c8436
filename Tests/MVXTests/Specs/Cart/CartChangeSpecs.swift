import Catalog
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [SCENARIO.md](../../../../SCENARIO.md#cart-003), "Cart (003)": "+", "−" and "删除", their
/// failures, several rows in flight, and closing.
@MainActor
@Suite("Cart: changes", .attachesSnapshots)
struct CartChangeSpecs {
    /// Contract: cart.add, cart.total
    @Test("+ shows the count one higher at once, then sends it; the total follows", arguments: cartArchitectures)
    func add(architecture: ArchitectureEntry) {
        let screen = CartScreen(architecture)
        screen.server.hold(.updateCartItem)
        screen.tapAdd(row: 1)
        #expect(screen.items[1] == "飞机 ×3")
        #expect(screen.total == "合计:208")
        #expect(screen.server.requests(to: .updateCartItem) == [.updateCartItem(itemId: 2, count: 3)])
        screen.release(.updateCartItem)
        #expect(screen.items[1] == "飞机 ×3")
        #expect(screen.total == "合计:208")
        #expect(screen.server.cartItems[1].count == 3)
        #expect(screen.toasts.isEmpty)
    }

    /// Contract: cart.reduce, cart.total
    @Test("− shows the count one lower at once, then sends it; at 1 it is disabled", arguments: cartArchitectures)
    func reduce(architecture: ArchitectureEntry) {
        let screen = CartScreen(architecture)
        screen.tapReduce(row: 1)
        #expect(screen.items[1] == "飞机 ×1")
        #expect(screen.total == "合计:206")
        #expect(screen.server.requests(to: .updateCartItem) == [.updateCartItem(itemId: 2, count: 1)])
        #expect(screen.row(1)?.canReduce == false)
        screen.tapReduce(row: 1)
        #expect(screen.server.requests(to: .updateCartItem).count == 1, "a tap at 1 asks nothing")
        #expect(screen.items[1] == "飞机 ×1")
        screen.tapAdd(row: 1)
        #expect(screen.row(1)?.canReduce == true, "back above 1, − works again")
    }

    /// Contract: cart.add
    @Test("At 200 the + is disabled and a tap asks nothing; − makes it work again", arguments: cartArchitectures)
    func addStopsAt200(architecture: ArchitectureEntry) {
        let screen = CartScreen(architecture)
        screen.tapAdd(row: 3)
        #expect(screen.items[3] == "滑板 ×200")
        #expect(
            screen.row(3) == CartScreen.Row(name: "滑板", count: "200", canAdd: false, canReduce: true, canDelete: true),
            "only the + stops at 200")
        screen.tapAdd(row: 3)
        #expect(screen.server.requests(to: .updateCartItem) == [.updateCartItem(itemId: 4, count: 200)])
        #expect(screen.total == "合计:208")
        screen.tapReduce(row: 3)
        #expect(screen.row(3)?.canAdd == true)
        #expect(screen.items[3] == "滑板 ×199")
    }

    /// Contract: cart.delete, cart.total
    @Test("删除 removes the row at once, then sends the deletion", arguments: cartArchitectures)
    func delete(architecture: ArchitectureEntry) {
        let screen = CartScreen(architecture)
        screen.server.hold(.deleteCartItem)
        screen.tapDelete(row: 2)
        #expect(screen.items == ["火车 ×1", "飞机 ×2", "滑板 ×199"])
        #expect(screen.total == "合计:202")
        #expect(screen.server.requests(to: .deleteCartItem) == [.deleteCartItem(itemId: 3)])
        screen.release(.deleteCartItem)
        #expect(screen.items == ["火车 ×1", "飞机 ×2", "滑板 ×199"])
        #expect(screen.server.cartItems.map(\.id) == [1, 2, 4])
        #expect(screen.toasts.isEmpty)
    }

    /// Contract: cart.failure, cart.total
    @Test("A failed + or − is undone with 修改失败, and the total follows back", arguments: cartArchitectures)
    func changeFails(architecture: ArchitectureEntry) {
        let screen = CartScreen(architecture)
        screen.server.hold(.updateCartItem)
        screen.server.fail(.updateCartItem, message: "库存不足")
        screen.tapAdd(row: 2)
        #expect(screen.items[2] == "跑车 ×6")
        screen.release(.updateCartItem)
        #expect(screen.items[2] == "跑车 ×5")
        #expect(screen.total == "合计:207")
        #expect(screen.toasts == ["修改失败"])
        screen.server.fail(.updateCartItem, message: "库存不足")
        screen.tapReduce(row: 2)
        screen.release(.updateCartItem)
        #expect(screen.items[2] == "跑车 ×5")
        #expect(screen.server.cartItems[2].count == 5)
        #expect(screen.toasts == ["修改失败", "修改失败"], "one toast per failure, each shown once")
    }

    /// Contract: cart.failure, cart.total
    @Test(
        "A change that succeeds, then a later one on the same row that fails: the failure undoes itself only",
        arguments: cartArchitectures)
    func laterFailureUndoesItselfOnly(architecture: ArchitectureEntry) {
        let screen = CartScreen(architecture)
        screen.tapAdd(row: 0)
        #expect(screen.items[0] == "火车 ×2")
        screen.server.fail(.updateCartItem, message: "库存不足")
        screen.tapAdd(row: 0)
        #expect(screen.items[0] == "火车 ×2", "back to the count the server accepted, not to the first one")
        #expect(screen.total == "合计:208")
        #expect(screen.toasts == ["修改失败"])
        #expect(screen.server.cartItems[0].count == 2)
        #expect(screen.row(0)?.canAdd == true)
    }

    /// Contract: cart.failure, cart.total
    @Test("A failed deletion puts the row back at its place with 删除失败", arguments: cartArchitectures)
    func deleteFails(architecture: ArchitectureEntry) {
        let screen = CartScreen(architecture)
        screen.server.hold(.deleteCartItem)
        screen.server.fail(.deleteCartItem, message: "网络不给力")
        screen.tapDelete(row: 1)
        #expect(screen.items.count == 3)
        screen.release(.deleteCartItem)
        #expect(screen.items == ["火车 ×1", "飞机 ×2", "跑车 ×5", "滑板 ×199"])
        #expect(screen.total == "合计:207")
        #expect(screen.toasts == ["删除失败"])
        #expect(screen.row(1)?.canDelete == true, "and it can be deleted again")
    }

    /// Contract: cart.inFlight
    @Test(
        "While a row's change is in flight its buttons are disabled, and taps ask nothing",
        arguments: cartArchitectures)
    func rowBusyWhileInFlight(architecture: ArchitectureEntry) {
        let screen = CartScreen(architecture)
        screen.server.hold(.updateCartItem)
        screen.tapAdd(row: 1)
        #expect(
            screen.row(1) == CartScreen.Row(name: "飞机", count: "3", canAdd: false, canReduce: false, canDelete: false))
        screen.tapAdd(row: 1)
        screen.tapReduce(row: 1)
        screen.tapDelete(row: 1)
        #expect(screen.server.log.count == 2, "the fetch and one change")
        #expect(screen.row(0)?.canAdd == true, "the other rows stay as they were")
        screen.release(.updateCartItem)
        #expect(screen.row(1) == CartScreen.Row(name: "飞机", count: "3", canAdd: true, canReduce: true, canDelete: true))
    }

    /// Contract: cart.inFlight, cart.failure, cart.total
    @Test(
        "Changes on several rows in flight each land on their own row, in either order; a failure undoes its own",
        arguments: cartArchitectures, [false, true])
    func severalRowsInFlight(architecture: ArchitectureEntry, newestFirst: Bool) {
        let screen = CartScreen(architecture)
        screen.server.hold(.updateCartItem)
        screen.server.hold(.deleteCartItem)
        screen.tapAdd(row: 0)  // 火车 1 → 2
        screen.server.fail(.updateCartItem, message: "库存不足")
        screen.tapReduce(row: 2)  // 跑车 5 → 4, fails
        screen.tapDelete(row: 1)  // 飞机 goes
        #expect(screen.items == ["火车 ×2", "跑车 ×4", "滑板 ×199"])
        #expect(screen.total == "合计:205")
        if newestFirst {
            screen.server.releaseLatest(.updateCartItem)  // the failed −
            screen.settle()
            #expect(screen.items == ["火车 ×2", "跑车 ×5", "滑板 ×199"])
            #expect(screen.total == "合计:206")
            screen.release(.deleteCartItem)
            screen.release(.updateCartItem)
        } else {
            screen.release(.updateCartItem)  // the + of 火车
            #expect(screen.items == ["火车 ×2", "跑车 ×4", "滑板 ×199"])
            screen.release(.deleteCartItem)
            screen.release(.updateCartItem)  // the failed −
        }
        #expect(screen.items == ["火车 ×2", "跑车 ×5", "滑板 ×199"])
        #expect(screen.total == "合计:206")
        #expect(screen.toasts == ["修改失败"])
        #expect(screen.server.cartItems.map(\.count) == [2, 5, 199])
        #expect(screen.rows.allSatisfy { $0.canDelete })
    }

    /// Contract: cart.failure, cart.inFlight, cart.total
    @Test(
        "A failed deletion comes back between its neighbours, whichever deletion around it answers first",
        arguments: cartArchitectures, [false, true])
    func failedDeletionKeepsItsPlace(architecture: ArchitectureEntry, newestFirst: Bool) {
        let screen = CartScreen(architecture)
        screen.server.hold(.deleteCartItem)
        screen.server.fail(.deleteCartItem, message: "网络不给力")
        screen.tapDelete(row: 1)  // 飞机, fails
        screen.tapDelete(row: 0)  // 火车
        #expect(screen.items == ["跑车 ×5", "滑板 ×199"])
        #expect(screen.total == "合计:204")
        if newestFirst {
            screen.server.releaseLatest(.deleteCartItem)  // 火车 goes
            screen.settle()
            #expect(screen.items == ["跑车 ×5", "滑板 ×199"])
            screen.release(.deleteCartItem)
        } else {
            screen.release(.deleteCartItem)  // 飞机 comes back while 火车 is still going
            #expect(screen.items == ["飞机 ×2", "跑车 ×5", "滑板 ×199"])
            #expect(screen.total == "合计:206")
            screen.release(.deleteCartItem)
        }
        #expect(screen.items == ["飞机 ×2", "跑车 ×5", "滑板 ×199"])
        #expect(screen.total == "合计:206")
        #expect(screen.toasts == ["删除失败"])
        #expect(screen.server.cartItems.map(\.name) == ["飞机", "跑车", "滑板"])
    }

    /// Contract: cart.add, cart.failure, cart.inFlight
    @Test("A + to 200 that fails goes back to 199 with its + working again", arguments: cartArchitectures)
    func failedAddToTheLimit(architecture: ArchitectureEntry) {
        let screen = CartScreen(architecture)
        screen.server.hold(.updateCartItem)
        screen.server.fail(.updateCartItem, message: "库存不足")
        screen.tapAdd(row: 3)
        #expect(
            screen.row(3) == CartScreen.Row(name: "滑板", count: "200", canAdd: false, canReduce: false, canDelete: false)
        )
        #expect(screen.total == "合计:208")
        screen.release(.updateCartItem)
        #expect(
            screen.row(3) == CartScreen.Row(name: "滑板", count: "199", canAdd: true, canReduce: true, canDelete: true))
        #expect(screen.total == "合计:207")
        screen.tapAdd(row: 3)
        #expect(screen.server.requests(to: .updateCartItem).count == 2)
        screen.release(.updateCartItem)
        #expect(screen.row(3)?.count == "200")
        #expect(screen.row(3)?.canAdd == false, "the limit holds once the change is in")
    }

    /// Contract: cart.empty, cart.delete, cart.total
    @Test(
        "Deleting the last row shows the empty cart, and a failed last deletion brings the row back",
        arguments: cartArchitectures)
    func emptiedByDeletion(architecture: ArchitectureEntry) {
        let item = CartItem(id: 9, name: "一日游", count: 3)
        let screen = CartScreen(architecture, server: Fixture.cartServer(items: [item]))
        screen.server.hold(.deleteCartItem)
        screen.server.fail(.deleteCartItem, message: "网络不给力")
        screen.tapDelete(row: 0)
        #expect(screen.emptyMessage == "购物车是空的")
        #expect(screen.total == "合计:0")
        screen.release(.deleteCartItem)
        #expect(screen.emptyMessage == nil)
        #expect(screen.items == ["一日游 ×3"])
        #expect(screen.total == "合计:3")
        screen.tapDelete(row: 0)
        #expect(screen.emptyMessage == "购物车是空的")
        #expect(screen.server.cartItems.isEmpty)
    }

    /// One kind of request the cart can have in flight when it closes.
    enum InFlight: String, CaseIterable, Sendable {
        case fetch, retry, add, reduce, delete
    }

    /// Contract: cart.life, cart.error
    @Test("Closing over the error view frees everything: its 重试 keeps nothing alive", arguments: cartArchitectures)
    func errorViewAtClose(architecture: ArchitectureEntry) throws {
        let server = Fixture.cartServer()
        server.fail(.cart, message: "网络不给力")
        let screen = CartScreen(architecture, server: server)
        #expect(screen.errorMessage == "网络不给力")
        let graph = ObjectGraph(from: try #require(screen.screen), excluding: [server, screen.navigation])
        #expect(graph.count > 5)
        screen.close()
        #expect(graph.alive == [], "no error view's retry keeps the screen alive")
    }

    /// Contract: cart.life
    @Test(
        "Closing with any request in flight frees everything at once, and the late answer does nothing",
        arguments: cartArchitectures, InFlight.allCases.flatMap { [($0, false), ($0, true)] })
    func closeInFlight(architecture: ArchitectureEntry, request: (InFlight, fails: Bool)) throws {
        let (inFlight, fails) = request
        let server = Fixture.cartServer()
        let endpoint: Request.Endpoint =
            switch inFlight {
            case .fetch, .retry: .cart
            case .add, .reduce: .updateCartItem
            case .delete: .deleteCartItem
            }
        if inFlight == .retry { server.fail(.cart, message: "网络不给力") }
        if inFlight == .fetch {
            server.hold(.cart)
            if fails { server.fail(.cart, message: "太迟了") }
        }
        let screen = CartScreen(architecture, server: server)
        server.hold(endpoint)
        if fails, inFlight != .fetch { server.fail(endpoint, message: "太迟了") }
        switch inFlight {
        case .fetch: break
        case .retry: screen.retry()
        case .add: screen.tapAdd(row: 0)
        case .reduce: screen.tapReduce(row: 1)
        case .delete: screen.tapDelete(row: 0)
        }
        #expect(server.pendingCount(endpoint) == 1)
        let graph = ObjectGraph(from: try #require(screen.screen), excluding: [server, screen.navigation])
        #expect(graph.count > 5)
        screen.close()
        #expect(graph.alive == [], "freed at close, not when the answer arrives")
        let asked = server.log
        server.stopHolding(endpoint)
        screen.settle()
        #expect(server.pendingCount(endpoint) == 0)
        #expect(server.log == asked, "no request after close")
        #expect(graph.alive == [])
    }
}
