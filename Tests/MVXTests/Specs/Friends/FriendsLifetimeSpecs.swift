import Catalog
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [SCENARIO.md](../../../../SCENARIO.md#friends-and-follows-000s-qa), "Friends and follows (000's
/// Q&A)": closing either list with requests in flight, over the error view, or after a profile.
@MainActor
@Suite("Friends: lifetime", .attachesSnapshots)
struct FriendsLifetimeSpecs {
    enum InFlight: CaseIterable, Sendable {
        case friends, follows, retry, addFriend, deleteFriend, followUser, unfollowUser
    }

    /// Contract: friends.life
    @Test(
        "Closing with any request in flight frees everything at once, and the late answer does nothing",
        arguments: friendsArchitectures, InFlight.allCases.flatMap { [($0, false), ($0, true)] })
    func closeInFlight(architecture: ArchitectureEntry, request: (InFlight, fails: Bool)) throws {
        let (inFlight, fails) = request
        let server = Fixture.friendsServer()
        let list: FriendsScreen.List = [.follows, .followUser, .unfollowUser].contains(inFlight) ? .follows : .friends
        let endpoint: Request.Endpoint =
            switch inFlight {
            case .friends, .retry: .friends
            case .follows: .follows
            case .addFriend: .addFriend
            case .deleteFriend: .deleteFriend
            case .followUser: .followUser
            case .unfollowUser: .unfollowUser
            }
        if inFlight == .retry { server.fail(.friends, message: "网络不给力") }
        if inFlight == .friends || inFlight == .follows {
            server.hold(endpoint)
            if fails { server.fail(endpoint, message: "太迟了") }
        }
        let screen = FriendsScreen(architecture, list: list, server: server)
        server.hold(endpoint)
        if fails, inFlight != .friends, inFlight != .follows { server.fail(endpoint, message: "太迟了") }
        switch inFlight {
        case .friends, .follows: break
        case .retry: screen.retry()
        case .addFriend: screen.tapRight(row: 1)
        case .followUser: screen.tapRight(row: 2)
        case .deleteFriend, .unfollowUser:
            screen.tapRight(row: 0)
            screen.tapDelete(row: 0)
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

    /// Contract: friends.life, friends.error
    @Test("Closing over the error view frees everything", arguments: friendsArchitecturesAndLists)
    func errorViewAtClose(architecture: ArchitectureEntry, list: FriendsScreen.List) throws {
        let server = Fixture.friendsServer()
        server.fail(list == .friends ? .friends : .follows, message: "网络不给力")
        let screen = FriendsScreen(architecture, list: list, server: server)
        #expect(screen.errorMessage == "网络不给力")
        let graph = ObjectGraph(from: try #require(screen.screen), excluding: [server, screen.navigation])
        #expect(graph.count > 5)
        screen.close()
        #expect(graph.alive == [])
    }

    /// Contract: friends.life, friends.avatar
    @Test(
        "Closing the whole stack after an avatar opened a profile frees both screens",
        arguments: friendsArchitecturesAndLists)
    func closeWithProfile(architecture: ArchitectureEntry, list: FriendsScreen.List) throws {
        let server = Fixture.friendsServer()
        let screen = FriendsScreen(architecture, list: list, server: server)
        let endpoint: Request.Endpoint = list == .friends ? .addFriend : .followUser
        server.hold(endpoint)
        screen.tapRight(row: list == .friends ? 1 : 2)
        screen.tapAvatar(row: 0)
        let graph = ObjectGraph(from: try #require(screen.screen), excluding: [server, screen.navigation])
        let profileGraph = ObjectGraph(
            from: try #require(screen.navigation.topViewController), excluding: [server, screen.navigation])
        #expect(profileGraph.count > 5)
        screen.close()
        #expect(graph.alive == [])
        #expect(profileGraph.alive == [])
        server.stopHolding(endpoint)
        screen.settle()
        #expect(graph.alive == [])
    }
}
