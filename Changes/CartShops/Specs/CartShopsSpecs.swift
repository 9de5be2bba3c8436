import Catalog
import Harness
import Shared
import Testing

/// [REQUEST.md](../REQUEST.md#the-contract), "按店铺": the change request.
/// These specs join the behaviour suite on the patched copy that `mvx change CartShops` builds; the
/// base server answers the cart as items.
@MainActor
@Suite("Change request: 按店铺", .attachesSnapshots)
struct CartShopsSpecs {
    private func item(_ id: Int, count: Int? = nil) -> CartItem {
        CartItem(id: id, name: "商品\(id)", count: count ?? id)
    }

    private func screen(_ architecture: ArchitectureEntry, shops: [CartShop]) -> CartScreen {
        let server = Fixture.cartServer(items: [])
        server.fillCart(shops: shops)
        return CartScreen(architecture, server: server)
    }

    /// Contract: shops.rows
    @Test(
        "Every shop's items, shop after shop, and an empty shop shows nothing",
        arguments: cartArchitectures, [[[1, 2], [3]], [[], [4, 5], []], [[6], [7], [8, 9]]])
    func rows(architecture: ArchitectureEntry, layout: [[Int]]) {
        let shops = layout.enumerated().map { shop, ids in CartShop(name: "店铺\(shop)", items: ids.map { item($0) }) }
        let screen = screen(architecture, shops: shops)
        let ids = layout.flatMap { $0 }
        #expect(screen.items == ids.map { "商品\($0) ×\($0)" })
        #expect(screen.total == "合计:\(ids.reduce(0, +))")
        #expect(screen.emptyMessage == nil)
        #expect(screen.rows.map(\.canReduce) == ids.map { $0 > 1 }, "− stops at 1 ([cart.reduce])")
        #expect(screen.rows.allSatisfy { $0.canAdd && $0.canDelete })
    }

    /// Contract: shops.rows, cart.empty
    @Test("Shops that hold no item make an empty cart", arguments: cartArchitectures, [0, 1, 3])
    func emptyShops(architecture: ArchitectureEntry, shops: Int) {
        let screen = screen(architecture, shops: (0..<shops).map { CartShop(name: "店铺\($0)", items: []) })
        #expect(screen.items.isEmpty)
        #expect(screen.emptyMessage == "购物车是空的")
        #expect(screen.total == "合计:0")
    }

    /// Contract: shops.changes, cart.moves, cart.failure
    @Test(
        "Changes and deletions land on their items across shops, answered in either order",
        arguments: cartArchitectures, [false, true])
    func changesAcrossShops(architecture: ArchitectureEntry, fails: Bool) {
        let screen = screen(
            architecture,
            shops: [CartShop(name: "甲", items: [item(1), item(2)]), CartShop(name: "乙", items: [item(3), item(4)])])
        screen.server.hold(.updateCartItem)
        screen.server.hold(.deleteCartItem)
        if fails { screen.server.fail(.deleteCartItem, message: "删不了") }
        screen.tapAdd(row: 3)  // 商品4 (乙): 4 → 5
        screen.tapDelete(row: 1)  // 商品2 (甲)
        #expect(screen.items == ["商品1 ×1", "商品3 ×3", "商品4 ×5"])
        screen.releaseLatest(.deleteCartItem)
        screen.release(.updateCartItem)
        let expected = fails ? ["商品1 ×1", "商品2 ×2", "商品3 ×3", "商品4 ×5"] : ["商品1 ×1", "商品3 ×3", "商品4 ×5"]
        #expect(screen.items == expected)
        #expect(screen.total == (fails ? "合计:11" : "合计:9"))
        #expect(screen.toasts == (fails ? ["删除失败"] : []))
        #expect(screen.server.cartItems.map(\.count) == (fails ? [1, 2, 3, 5] : [1, 3, 5]))
    }

    /// Contract: shops.changes, cart.error
    @Test("A 重试 shows the shops as the server holds them then", arguments: cartArchitectures)
    func retryReadsTheShopsAgain(architecture: ArchitectureEntry) {
        let server = Fixture.cartServer(items: [])
        server.fail(.cart, message: "网络不好")
        let screen = CartScreen(architecture, server: server)
        #expect(screen.errorMessage == "网络不好")
        server.fillCart(shops: [CartShop(name: "甲", items: [item(5)]), CartShop(name: "乙", items: [item(6), item(7)])])
        screen.retry()
        #expect(screen.errorMessage == nil)
        #expect(screen.items == ["商品5 ×5", "商品6 ×6", "商品7 ×7"])
        #expect(screen.total == "合计:18")
    }
}
