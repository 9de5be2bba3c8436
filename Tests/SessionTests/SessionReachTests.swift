import Catalog
import Scenario
import Sessions
import Shared
import Testing

/// The sessions' reach is read off the server's queue as a session plays: each interleaving is seen
/// when, and only when, a session's steps make it; and the suite's sessions keep reaching every one.
@MainActor
@Suite("Differential sessions: reach")
struct SessionReachTests {
    /// A seeded cart session with three items or more, the first two below the limit, whose first fetch
    /// goes as asked, and the steps given.
    private func cart(firstFetch: FirstFetch, _ steps: [CartSession.Step]) throws -> CartSession {
        var session = try #require(
            (1...500).lazy.map { CartSession(seed: $0) }.first {
                $0.counts.count >= 3 && $0.counts.prefix(2).allSatisfy { $0 < 200 } && $0.firstFetch == firstFetch
            })
        session.steps = steps
        return session
    }

    private var architecture: ArchitectureEntry { ArchitectureCatalog.all[0] }

    @Test("Each interleaving is seen when the steps make it, and not otherwise")
    func eachInterleaving() throws {
        let hold = CartSession.Step.network(.hold(.updateCartItem))
        #expect(try cart(firstFetch: .answered, []).reached(on: architecture).isEmpty)
        #expect(try cart(firstFetch: .answered, [hold, .add(row: 0)]).reached(on: architecture).isEmpty)
        #expect(
            try cart(firstFetch: .answered, [hold, .add(row: 0), .add(row: 1)]).reached(on: architecture)
                == [.rowRequestsAtOnce])
        #expect(
            try cart(firstFetch: .answered, [hold, .add(row: 1), .delete(row: 0)]).reached(on: architecture)
                == [.rowsChangeWhileOut], "a row above goes at the tap while the change is out")
        #expect(
            try cart(
                firstFetch: .answered, [hold, .add(row: 0), .add(row: 1), .network(.releaseLatest(.updateCartItem))]
            )
            .reached(on: architecture) == [.rowRequestsAtOnce, .answerOvertakes])
        #expect(
            try cart(firstFetch: .answered, [hold, .add(row: 0), .add(row: 1), .network(.release(.updateCartItem))])
                .reached(on: architecture) == [.rowRequestsAtOnce], "the oldest answer first overtakes nothing")
        #expect(try cart(firstFetch: .held, [.add(row: 0)]).reached(on: architecture) == [.actionDuringFirstLoad])
        #expect(
            try cart(firstFetch: .held, [.network(.release(.cart)), .add(row: 0)]).reached(on: architecture).isEmpty,
            "after the first load's answer")
    }

    @Test("Every list screen's suite sessions reach every interleaving it can make, several times")
    func suiteReachesEveryInterleaving() {
        let expected: [Screen: Set<Interleaving>] = [
            .profile: Set(Interleaving.allCases).subtracting([.retryDuringRefresh]),
            .cart: Set(Interleaving.allCases).subtracting([.answerWhileCovered, .retryDuringRefresh]),
            .messages: Set(Interleaving.allCases).subtracting([.answerWhileCovered]),
            .goods: Set(Interleaving.allCases),
            .friends: Set(Interleaving.allCases).subtracting([.retryDuringRefresh]),
        ]
        for screen in Screen.allCases {
            guard let reach = ScreenSessions.reach(on: screen, architecture: architecture) else { continue }
            #expect(Set(reach.keys) == expected[screen], "\(screen): the interleavings it can make")
            for (interleaving, sessions) in reach {
                #expect(sessions >= 5, "\(screen): \(interleaving.rawValue)")
            }
        }
    }
}
