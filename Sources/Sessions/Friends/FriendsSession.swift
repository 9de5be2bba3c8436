import Catalog
import Harness
import HeadlessUIKit
import Shared

/// A random session on the Q&A's friend or follow list: 0 to 6 users in every state, taps on any
/// row's right button, delete button and avatar, going back from the profile it opened, 重试, and
/// the network holding, failing and answering the fetch and each row's requests in any order, the
/// list in front or under that profile. Some stretches play what hides bugs on purpose: requests
/// held on two rows while a row above them is removed, and a row's request answered while a
/// profile is on top.
public struct FriendsSession: Sendable, Equatable {
    public enum Step: Sendable, Equatable {
        case right(row: Int)
        case delete(row: Int)
        case avatar(row: Int)
        case back
        case retry
        case network(NetworkStep)
        case close
    }

    public let list: FriendsScreen.List
    public let userCount: Int
    /// Whether the first fetch is held or fails, so that the loading states are played too.
    public let firstFetch: FirstFetch
    public var steps: [Step]

    /// The session of a seed: the same on any machine.
    public init(seed: UInt64, length: Int = 24) {
        var random = SeededGenerator(seed: seed)
        list = random.pick(FriendsScreen.List.allCases)
        userCount = random.int(0...6)
        firstFetch = random.pick([.answered, .held, .held, .failed])
        let endpoints: [Request.Endpoint] =
            list == .friends ? [.friends, .addFriend, .deleteFriend] : [.follows, .followUser, .unfollowUser]
        var steps: [Step] = []
        for _ in 0..<length {
            let row = random.int(0...max(0, userCount))
            let endpoint = random.pick(endpoints)
            if random.chance(15) {
                // Once the list shows (a held first fetch answered, a failed one asked again), two
                // rows' requests out (a delete button opened meanwhile) while a row above them is
                // removed or changed, answered in either order, one of them perhaps failing.
                let rowEndpoints = Array(endpoints.dropFirst())
                let other = random.int(0...max(0, userCount))
                let answered = random.pick(rowEndpoints)
                // A right and a delete tap send one request on any row: its friend request or follow,
                // or, once its delete button shows, its deletion or unfollow.
                steps += [
                    .network(.stopHolding(endpoints[0])), .retry,
                    .network(.hold(rowEndpoints[0])), .network(.hold(rowEndpoints[1])),
                    .network(.fail(random.pick(rowEndpoints))), .right(row: row), .delete(row: row),
                    .right(row: other), .delete(row: other), .right(row: 0), .delete(row: 0), .right(row: row),
                    .network(random.pick([.releaseLatest(answered), .release(answered)])),
                    .network(.stopHolding(rowEndpoints[1])),
                ]
                continue
            }
            if random.chance(8) {
                // Once the list shows, a row's request, or two, answered while a profile is on top.
                let rowEndpoint = endpoints[1]
                steps += [.network(.stopHolding(endpoints[0])), .retry, .network(.hold(rowEndpoint))]
                if random.chance(40) { steps.append(.network(.fail(rowEndpoint))) }
                steps += [
                    .right(row: row), .right(row: random.int(0...max(0, userCount))),
                    .avatar(row: random.int(0...max(0, userCount))), .network(.release(rowEndpoint)), .back,
                    .network(.stopHolding(rowEndpoint)),
                ]
                continue
            }
            let opened = if case .avatar = steps.last { true } else { false }
            let step: Step =
                switch opened && random.chance(60) ? -1 : random.int(0...11) {
                case -1: .back
                case 0, 1, 2: .right(row: row)
                case 3, 4: .delete(row: row)
                case 5: random.pick([.avatar(row: row), .retry, .back])
                case 6, 7: .network(.hold(endpoint))
                case 8, 9:
                    .network(random.pick([.release(endpoint), .releaseLatest(endpoint), .stopHolding(endpoint)]))
                case 10: .network(.fail(endpoint))
                default: random.chance(30) ? .close : .network(.hold(endpoint))
                }
            steps.append(step)
            if step == .close { break }
        }
        self.steps = steps
    }

    private var fetchEndpoint: Request.Endpoint { list == .friends ? .friends : .follows }
}

extension FriendsSession: PlayableSession {
    public func open(_ architecture: ArchitectureEntry) -> ScreenRobot {
        let people = Fixture.people(count: userCount)
        let server = Fixture.friendsServer(friends: people, follows: people)
        firstFetch.prepare(server, fetchEndpoint)
        return FriendsScreen(architecture, list: list, server: server)
    }

    public func perform(_ step: Step, on robot: ScreenRobot) {
        guard let screen = robot as? FriendsScreen else { return }
        // A person acts on the list in front, not under the profile a row opened.
        let inFront = screen.isInFront
        switch step {
        case .right(let row): if inFront { screen.tapRight(row: row) }
        case .delete(let row): if inFront { screen.tapDelete(row: row) }
        case .avatar(let row): if inFront { screen.tapAvatar(row: row) }
        case .back: screen.goBack()
        case .retry: if inFront { screen.retry() }
        case .network(let step): step.perform(on: screen)
        case .close: screen.close()
        }
    }

    public func isClose(_ step: Step) -> Bool { step == .close }

    public var openingCode: [String] {
        [
            "let people = Fixture.people(count: \(userCount))",
            "let server = Fixture.friendsServer(friends: people, follows: people)",
        ] + firstFetch.code(fetchEndpoint) + [
            "let screen = FriendsScreen(architecture, list: .\(list), server: server)"
        ]
    }

    public func code(for step: Step) -> String {
        switch step {
        case .right(let row): "screen.tapRight(row: \(row))"
        case .delete(let row): "screen.tapDelete(row: \(row))"
        case .avatar(let row): "screen.tapAvatar(row: \(row))"
        case .back: "screen.goBack()"
        case .retry: "screen.retry()"
        case .network(let step): step.code
        case .close: "screen.close()"
        }
    }
}

extension FriendsSession: ReachMeasured {
    public var rowEndpoints: Set<Request.Endpoint> {
        list == .friends ? [.addFriend, .deleteFriend] : [.followUser, .unfollowUser]
    }
    /// A friend's deletion leaves its row; an unfollow removes it.
    public var listEndpoints: Set<Request.Endpoint> { list == .friends ? [.friends] : [.follows, .unfollowUser] }
    public var firstLoadEndpoint: Request.Endpoint { fetchEndpoint }

    public func isUserAction(_ step: Step) -> Bool {
        switch step {
        case .network, .close, .back: false
        default: true
        }
    }

    /// The lists do not refresh.
    public var interleavings: Set<Interleaving> { Set(Interleaving.allCases).subtracting([.retryDuringRefresh]) }

    public func networkStep(_ step: Step) -> NetworkStep? {
        if case .network(let network) = step { network } else { nil }
    }
}
