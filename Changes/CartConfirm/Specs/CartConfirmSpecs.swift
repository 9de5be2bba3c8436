import Catalog
import Foundation
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [REQUEST.md](../REQUEST.md#the-contract), "删除前确认": the
/// change request. These specs join the behaviour suite on the patched copy that
/// `mvx change CartConfirm` builds; the base cart deletes on the tap.
@MainActor
@Suite("Change request: 删除前确认", .attachesSnapshots)
struct CartConfirmSpecs {
    /// Contract: confirm.ask
    @Test("删除 asks first: 取消 changes nothing, and 删除 deletes as before", arguments: cartArchitectures)
    func asksFirst(architecture: ArchitectureEntry) throws {
        let screen = CartScreen(architecture)
        screen.tapDeleteButton(row: 1)
        let alert = try #require(screen.alert)
        #expect(alert.title == "确定删除该商品?")
        #expect(alert.actions.map(\.title) == ["取消", "删除"])
        #expect(screen.items == ["火车 ×1", "飞机 ×2", "跑车 ×5", "滑板 ×199"], "nothing yet")
        #expect(screen.server.requests(to: .deleteCartItem).isEmpty)
        screen.tapAlertAction("取消")
        #expect(screen.alert == nil)
        #expect(screen.items.count == 4)
        #expect(screen.total == "合计:207")
        #expect(screen.server.requests(to: .deleteCartItem).isEmpty, "取消 sends nothing")
        screen.tapDeleteButton(row: 1)
        #expect(screen.alert != nil, "the next tap asks again")
        screen.server.hold(.deleteCartItem)
        screen.tapAlertAction("删除")
        #expect(screen.items == ["火车 ×1", "跑车 ×5", "滑板 ×199"])
        #expect(screen.total == "合计:205")
        #expect(screen.server.requests(to: .deleteCartItem) == [.deleteCartItem(itemId: 2)])
        screen.release(.deleteCartItem)
        #expect(screen.items == ["火车 ×1", "跑车 ×5", "滑板 ×199"])
        #expect(screen.toasts.isEmpty)
    }

    /// Contract: confirm.ask, cart.failure
    @Test(
        "A deletion confirmed and refused comes back at its place, and the next 删除 asks again",
        arguments: cartArchitectures)
    func confirmedThenRefused(architecture: ArchitectureEntry) throws {
        let screen = CartScreen(architecture)
        screen.server.fail(.deleteCartItem, message: "网络错误")
        screen.tapDelete(row: 2)
        #expect(screen.items == ["火车 ×1", "飞机 ×2", "跑车 ×5", "滑板 ×199"])
        #expect(screen.toasts == ["删除失败"])
        screen.tapDeleteButton(row: 2)
        #expect(screen.alert?.title == "确定删除该商品?")
    }

    /// Contract: confirm.spinner
    @Test(
        "A row spins while its change is in flight and stops with the answer, either way",
        arguments: cartArchitectures, [false, true])
    func spinner(architecture: ArchitectureEntry, fails: Bool) {
        let screen = CartScreen(architecture)
        #expect((0..<4).allSatisfy { !screen.isSpinning(row: $0) })
        screen.server.hold(.updateCartItem)
        if fails { screen.server.fail(.updateCartItem, message: "网络错误") }
        screen.tapAdd(row: 1)
        #expect(screen.isSpinning(row: 1))
        #expect(!screen.isSpinning(row: 0) && !screen.isSpinning(row: 2))
        screen.tapReduce(row: 2)
        #expect(screen.isSpinning(row: 2))
        screen.release(.updateCartItem)
        #expect(!screen.isSpinning(row: 1))
        #expect(screen.items[1] == (fails ? "飞机 ×2" : "飞机 ×3"))
        #expect(screen.isSpinning(row: 2), "its own answer is still out")
        screen.server.clearFailure(.updateCartItem)
        screen.release(.updateCartItem)
        #expect((0..<4).allSatisfy { !screen.isSpinning(row: $0) })
    }

    /// Contract: confirm.moves
    @Test(
        "A spinner stays with its item when rows above go, and with no cell that comes to show another",
        arguments: cartArchitectures, [false, true])
    func spinnerMoves(architecture: ArchitectureEntry, newestFirst: Bool) {
        let items = (1...30).map { CartItem(id: $0, name: "商品\($0)", imageUrl: "http://\($0)", count: 5) }
        let screen = CartScreen(architecture, server: Fixture.cartServer(items: items))
        screen.server.hold(.updateCartItem)
        screen.tapAdd(row: 3)
        screen.tapAdd(row: 5)
        screen.tapDelete(row: 0)
        screen.tapDelete(row: 0)
        #expect(screen.rows.prefix(4).map(\.name) == ["商品3", "商品4", "商品5", "商品6"])
        #expect(screen.isSpinning(row: 1) && screen.isSpinning(row: 3), "商品4 and 商品6, where they are now")
        #expect(!screen.isSpinning(row: 0) && !screen.isSpinning(row: 2))
        screen.scroll(toRow: 27)
        for row in screen.table?.visibleRows ?? 0..<0 where row > 3 {
            #expect(!screen.isSpinning(row: row), "row \(row): a reused cell")
        }
        screen.scroll(toRow: 0)
        #expect(screen.isSpinning(row: 1) && screen.isSpinning(row: 3))
        if newestFirst {
            screen.server.releaseLatest(.updateCartItem)
        } else {
            screen.server.releaseNext(.updateCartItem)
        }
        screen.settle()
        #expect(screen.isSpinning(row: newestFirst ? 1 : 3))
        #expect(!screen.isSpinning(row: newestFirst ? 3 : 1))
        screen.server.stopHolding(.updateCartItem)
        screen.settle()
        #expect(!screen.isSpinning(row: 1) && !screen.isSpinning(row: 3))
    }

    /// Contract: confirm.life
    @Test(
        "Closing the cart with the question open, or a spinner turning, frees it at once", arguments: cartArchitectures,
        [false, true])
    func closeAsking(architecture: ArchitectureEntry, spinning: Bool) throws {
        let screen = CartScreen(architecture)
        screen.server.hold(.updateCartItem)
        if spinning { screen.tapAdd(row: 0) } else { screen.tapDeleteButton(row: 0) }
        #expect(spinning ? screen.isSpinning(row: 0) : screen.alert != nil)
        let graph = ObjectGraph(from: try #require(screen.screen), excluding: [screen.server, screen.navigation])
        screen.close()
        #expect(graph.alive == [])
        screen.server.stopHolding(.updateCartItem)
        screen.settle()
        #expect(screen.server.requests(to: .deleteCartItem).isEmpty)
    }
}
