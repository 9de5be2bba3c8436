import Catalog
import Harness
import Shared
import Testing

/// [SCENARIO.md](../../../../SCENARIO.md#cart-003), "Cart (003)": every answer lands on its own row,
/// found by its item, whatever rows went or came back above it while it was out; the screen is read
/// between the answers.
@MainActor
@Suite("Cart: rows that move", .attachesSnapshots)
struct CartRowsThatMoveSpecs {
    /// Six items whose counts differ, so that a count on the wrong row shows.
    private static let items = (1...6).map { CartItem(id: 10 * $0, name: "商品\($0)", count: $0 + 1) }

    private func screen(_ architecture: ArchitectureEntry) -> CartScreen {
        CartScreen(architecture, server: Fixture.cartServer(items: Self.items))
    }

    /// Contract: cart.moves, cart.delete, cart.total
    @Test(
        "Two deletions in flight, answered in either order, each remove their own row", arguments: cartArchitectures,
        [false, true])
    func twoDeletions(architecture: ArchitectureEntry, newestFirst: Bool) {
        let screen = screen(architecture)
        screen.server.hold(.deleteCartItem)
        screen.tapDelete(row: 3)  // 商品4
        screen.tapDelete(row: 1)  // 商品2
        let left = ["商品1 ×2", "商品3 ×4", "商品5 ×6", "商品6 ×7"]
        #expect(screen.items == left)
        #expect(screen.total == "合计:19")
        if newestFirst { screen.releaseLatest(.deleteCartItem) } else { screen.release(.deleteCartItem) }
        #expect(screen.items == left, "one answer in: nothing else moves")
        #expect(screen.total == "合计:19")
        #expect(screen.rows.allSatisfy { $0.canAdd && $0.canDelete }, "no row left busy")
        screen.release(.deleteCartItem)
        #expect(screen.items == left)
        #expect(screen.server.cartItems.map(\.name) == ["商品1", "商品3", "商品5", "商品6"])
        #expect(screen.toasts.isEmpty)
    }

    /// Contract: cart.moves, cart.inFlight, cart.failure, cart.total
    @Test(
        "A change answered after a deletion above it lands on its own row, whether it succeeds or fails",
        arguments: cartArchitectures, [false, true])
    func changeBelowADeletion(architecture: ArchitectureEntry, fails: Bool) {
        let screen = screen(architecture)
        screen.server.hold(.updateCartItem)
        screen.server.hold(.deleteCartItem)
        if fails { screen.server.fail(.updateCartItem, message: "库存不足") }
        screen.tapAdd(row: 3)  // 商品4: 5 → 6
        screen.tapDelete(row: 0)  // 商品1
        screen.release(.deleteCartItem)
        #expect(screen.items == ["商品2 ×3", "商品3 ×4", "商品4 ×6", "商品5 ×6", "商品6 ×7"])
        #expect(screen.row(2)?.canAdd == false, "商品4's change is still out, now on the third row")
        #expect(screen.row(3)?.canAdd == true, "the row that took its place is not busy")
        screen.release(.updateCartItem)
        #expect(screen.items == ["商品2 ×3", "商品3 ×4", fails ? "商品4 ×5" : "商品4 ×6", "商品5 ×6", "商品6 ×7"])
        #expect(screen.total == (fails ? "合计:25" : "合计:26"))
        #expect(screen.rows.allSatisfy { $0.canAdd && $0.canReduce && $0.canDelete })
        #expect(screen.toasts == (fails ? ["修改失败"] : []))
        #expect(screen.server.cartItems.map(\.count) == [3, 4, fails ? 5 : 6, 6, 7])
    }

    /// Contract: cart.moves, cart.failure, cart.total
    @Test(
        "A deletion that fails after the rows above it went comes back between its neighbours",
        arguments: cartArchitectures)
    func failedDeletionAfterRowsAboveWent(architecture: ArchitectureEntry) {
        let screen = screen(architecture)
        screen.server.hold(.deleteCartItem)
        screen.server.fail(.deleteCartItem, message: "网络不给力")
        screen.tapDelete(row: 4)  // 商品5, fails
        screen.tapDelete(row: 0)  // 商品1
        screen.tapDelete(row: 0)  // 商品2
        #expect(screen.items == ["商品3 ×4", "商品4 ×5", "商品6 ×7"])
        screen.releaseLatest(.deleteCartItem)  // 商品2 goes
        screen.releaseLatest(.deleteCartItem)  // 商品1 goes
        #expect(screen.items == ["商品3 ×4", "商品4 ×5", "商品6 ×7"])
        screen.release(.deleteCartItem)  // 商品5 comes back
        #expect(screen.items == ["商品3 ×4", "商品4 ×5", "商品5 ×6", "商品6 ×7"])
        #expect(screen.total == "合计:22")
        #expect(screen.toasts == ["删除失败"])
        #expect(screen.row(2)?.canDelete == true)
    }
}
