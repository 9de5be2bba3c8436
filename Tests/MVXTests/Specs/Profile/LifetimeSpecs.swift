import Catalog
import Foundation
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [SCENARIO.md](../../../../SCENARIO.md#lifetime), "Lifetime".
@MainActor
@Suite("Lifetime", .attachesSnapshots)
struct LifetimeSpecs {
    /// Contract: life.free
    @Test(
        "Closing the screen frees every object it made", arguments: architectures,
        [Fixture.otherUserId, Fixture.loginUserId])
    func closingFreesEverything(architecture: ArchitectureEntry, userId: Int) throws {
        let screen = ProfileScreen(architecture, userId: userId)
        screen.scrollToBottom()
        screen.tapLike(row: 1)
        screen.selectSegment(1)
        let graph = ObjectGraph(from: try #require(screen.screen), excluding: [screen.server, screen.navigation])
        #expect(graph.count > 30, "the walk must reach the modules, their views and the cells")
        #expect(graph.typeNames.contains("UILabel"))
        screen.close()
        #expect(graph.alive == [])
    }

    /// Contract: life.free
    @Test(
        "Dropping the navigation stack with the screen still on it frees everything, the stack too",
        arguments: architectures, [Fixture.otherUserId, Fixture.loginUserId])
    func droppingTheNavigationStack(architecture: ArchitectureEntry, userId: Int) {
        let graph: ObjectGraph
        do {
            let screen = ProfileScreen(architecture, userId: userId)
            screen.scrollToBottom()
            screen.tapLike(row: 1)
            screen.selectSegment(1)
            graph = ObjectGraph(from: screen.navigation, excluding: [screen.server])
        }
        #expect(graph.typeNames.contains("UINavigationController"))
        #expect(graph.count > 30)
        #expect(graph.alive == [], "the robot let go of the stack, and nothing else holds it")
    }

    /// Contract: life.late
    @Test(
        "An answer that arrives after the screen closed changes nothing and crashes nothing", arguments: architectures)
    func lateAnswersAreHarmless(architecture: ArchitectureEntry) {
        let server = Fixture.server()
        server.holdEverything()
        let screen = ProfileScreen(architecture, server: server)
        server.releaseNext(.userInfo)
        screen.settle()
        screen.tap("userInfo.follow")
        let graph = ObjectGraph(from: screen.screen!, excluding: [server, screen.navigation])
        screen.close()
        #expect(graph.alive == [], "freed at close, not when the held answers arrive")
        let asked = server.log
        server.stopHoldingEverything()
        screen.settle()
        #expect(server.log == asked, "no request after close")
        #expect(graph.alive == [])
        #expect(screen.navigation.viewControllers.isEmpty)
        #expect(screen.navigation.presentedViewController == nil)
    }

    /// Contract: life.free, life.late
    @Test(
        "A like and a refresh in flight when the screen closes keep nothing alive, and their answers do nothing",
        arguments: architectures)
    func likeInFlightAtClose(architecture: ArchitectureEntry) throws {
        let screen = ProfileScreen(architecture)
        screen.server.hold(.like)
        screen.server.fail(.like, message: "已经赞过了")
        screen.tapLike(row: 2)
        screen.tapLike(row: 3)
        screen.server.hold(.blogs)
        screen.pullToRefresh()
        let graph = ObjectGraph(from: try #require(screen.screen), excluding: [screen.server, screen.navigation])
        screen.close()
        #expect(graph.alive == [])
        screen.server.stopHolding(.like)
        screen.server.stopHolding(.blogs)
        screen.settle()
        #expect(screen.server.pendingCount(.like) == 0, "both answers were delivered")
        #expect(graph.alive == [], "the late answers brought nothing back")
    }

    /// Contract: life.free, life.late
    @Test("An unfollow in flight when the screen closes keeps nothing alive", arguments: architectures)
    func unfollowInFlightAtClose(architecture: ArchitectureEntry) throws {
        let screen = ProfileScreen(architecture, userId: Fixture.blankUserId)
        screen.server.hold(.unfollow)
        screen.tap("userInfo.follow")
        screen.tapAlertAction("确定")
        #expect(screen.server.pendingCount(.unfollow) == 1)
        let graph = ObjectGraph(from: try #require(screen.screen), excluding: [screen.server, screen.navigation])
        screen.close()
        #expect(graph.alive == [])
        screen.server.stopHolding(.unfollow)
        screen.settle()
        #expect(graph.alive == [])
    }

    /// Contract: life.free, info.retry, draft.retry
    @Test(
        "Closing the screen while every module shows its error view, 重试 and all, frees everything",
        arguments: architectures)
    func errorViewsAtClose(architecture: ArchitectureEntry) throws {
        let server = Fixture.server()
        for endpoint in [Request.Endpoint.userInfo, .blogs, .drafts] {
            server.fail(endpoint, message: "\(endpoint)失败", .untilCleared)
        }
        let screen = ProfileScreen(architecture, server: server, userId: Fixture.loginUserId)
        screen.selectSegment(1)
        #expect(screen.errorMessage(in: "userInfo") == "userInfo失败")
        #expect(screen.errorMessage(in: "draftList") == "drafts失败")
        let graph = ObjectGraph(from: try #require(screen.screen), excluding: [server, screen.navigation])
        screen.close()
        #expect(graph.alive == [], "no error view's retry keeps its module alive")
    }

    /// One kind of request the screen can have in flight when it closes.
    enum InFlight: String, CaseIterable, Sendable {
        case user, firstPage, refresh, loadMore, drafts, like, follow, unfollow, userRetry, draftsRetry

        /// The endpoint its answer comes from.
        var endpoint: Request.Endpoint {
            switch self {
            case .user, .userRetry: .userInfo
            case .firstPage, .refresh, .loadMore: .blogs
            case .drafts, .draftsRetry: .drafts
            case .like: .like
            case .follow: .follow
            case .unfollow: .unfollow
            }
        }
    }

    /// Contract: life.free, life.late
    @Test(
        "Closing with any one kind of request in flight frees everything at once, and its late answer, a success or a failure, asks and shows nothing",
        arguments: architectures, InFlight.allCases.flatMap { [($0, false), ($0, true)] })
    func eachRequestInFlightAtClose(architecture: ArchitectureEntry, request: (InFlight, fails: Bool)) throws {
        let (inFlight, fails) = request
        let server = Fixture.server()
        let userId = [.drafts, .draftsRetry].contains(inFlight) ? Fixture.loginUserId : Fixture.otherUserId
        // The server decides an answer when it is asked, so a failure is set just before the request.
        func aboutToAsk() { if fails { server.fail(inFlight.endpoint, message: "太迟了") } }
        switch inFlight {
        case .user, .firstPage, .drafts:
            server.hold(inFlight.endpoint)
            aboutToAsk()
        case .userRetry: server.fail(.userInfo, message: "网络不给力")
        case .draftsRetry: server.fail(.drafts, message: "网络不给力")
        default: break
        }
        let screen = ProfileScreen(architecture, server: server, userId: userId)
        server.hold(inFlight.endpoint)
        switch inFlight {
        case .user, .firstPage, .drafts: break
        case .refresh:
            aboutToAsk()
            screen.pullToRefresh()
        case .loadMore:
            aboutToAsk()
            screen.scrollToBottom()
        case .like:
            aboutToAsk()
            screen.tapLike(row: 1)
        case .follow:
            aboutToAsk()
            screen.tap("userInfo.follow")
        case .unfollow:
            screen.tap("userInfo.follow")
            screen.tap("userInfo.follow")
            aboutToAsk()
            screen.tapAlertAction("确定")
        case .userRetry:
            aboutToAsk()
            screen.retry(in: "userInfo")
        case .draftsRetry:
            screen.selectSegment(1)
            aboutToAsk()
            screen.retry(in: "draftList")
        }
        #expect(server.pendingCount(inFlight.endpoint) == 1, "one \(inFlight) in flight")
        let graph = ObjectGraph(from: try #require(screen.screen), excluding: [server, screen.navigation])
        screen.close()
        #expect(graph.alive == [], "freed at close, not when the answer arrives")
        let asked = server.log
        server.stopHolding(inFlight.endpoint)
        screen.settle()
        #expect(server.pendingCount(inFlight.endpoint) == 0, "the answer was delivered")
        #expect(server.log == asked, "no request after close")
        #expect(graph.alive == [])
        #expect(screen.navigation.viewControllers.isEmpty)
    }
}
