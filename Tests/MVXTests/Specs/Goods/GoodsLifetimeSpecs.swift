import Catalog
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [SCENARIO.md](../../../../SCENARIO.md#goods-home-page-004), "Goods home page (004)": closing
/// the screen with requests in flight, over the error view, or after a profile it opened.
@MainActor
@Suite("Goods: lifetime", .attachesSnapshots)
struct GoodsLifetimeSpecs {
    enum InFlight: CaseIterable, Sendable {
        case banners, firstPage, retry, loadMore, refresh, like
    }

    /// Contract: goods.life
    @Test(
        "Closing with any request in flight frees everything at once, and the late answer does nothing",
        arguments: goodsArchitectures, InFlight.allCases.flatMap { [($0, false), ($0, true)] })
    func closeInFlight(architecture: ArchitectureEntry, request: (InFlight, fails: Bool)) throws {
        let (inFlight, fails) = request
        let server = Fixture.goodsServer()
        let endpoint: Request.Endpoint =
            switch inFlight {
            case .banners: .banners
            case .like: .likeGoods
            default: .goods
            }
        if inFlight == .retry { server.fail(.goods, message: "网络不给力") }
        if inFlight == .firstPage || inFlight == .banners {
            server.hold(endpoint)
            if fails { server.fail(endpoint, message: "太迟了") }
        }
        let screen = GoodsScreen(architecture, server: server)
        server.hold(endpoint)
        if fails, inFlight != .firstPage, inFlight != .banners { server.fail(endpoint, message: "太迟了") }
        switch inFlight {
        case .banners, .firstPage: break
        case .retry: screen.retry()
        case .loadMore: screen.scrollToBottom()
        case .refresh: screen.pullToRefresh()
        case .like: screen.tapLike(row: 0)
        }
        #expect(server.pendingCount(endpoint) >= 1)
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

    /// Contract: goods.life, goods.error
    @Test("Closing over the error view frees everything", arguments: goodsArchitectures)
    func errorViewAtClose(architecture: ArchitectureEntry) throws {
        let server = Fixture.goodsServer()
        server.fail(.goods, message: "网络不给力")
        let screen = GoodsScreen(architecture, server: server)
        #expect(screen.errorMessage == "网络不给力")
        let graph = ObjectGraph(from: try #require(screen.screen), excluding: [server, screen.navigation])
        #expect(graph.count > 5)
        screen.close()
        #expect(graph.alive == [])
    }

    /// Contract: goods.life, goods.events
    @Test("Closing the whole stack after the avatar opened a profile frees both screens", arguments: goodsArchitectures)
    func closeWithProfile(architecture: ArchitectureEntry) throws {
        let server = Fixture.goodsServer()
        let screen = GoodsScreen(architecture, server: server)
        server.hold(.likeGoods)
        screen.tapLike(row: 0)
        screen.tapAvatar(row: 1)
        let graph = ObjectGraph(from: try #require(screen.screen), excluding: [server, screen.navigation])
        let profileGraph = ObjectGraph(
            from: try #require(screen.navigation.topViewController), excluding: [server, screen.navigation])
        #expect(profileGraph.count > 5)
        screen.close()
        #expect(graph.alive == [])
        #expect(profileGraph.alive == [])
        server.stopHolding(.likeGoods)
        screen.settle()
        #expect(graph.alive == [])
    }
}
