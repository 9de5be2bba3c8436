import Foundation
import Harness
import Shared

/// A random session on article 000's profile: the data the server starts from, within the
/// contract's ranges, and what the user and the network do, step by step.
public struct ProfileSession: Sendable, Equatable {
    /// The profile's data: which user's profile it is, how many blogs in pages of how many, which
    /// of the user's fields is empty, whether the login user follows them, and the drafts' dates.
    public struct Data: Sendable, Equatable {
        public enum EmptyField: String, Sendable, CaseIterable { case none, name, summary, icon, all }

        public var ownProfile: Bool
        /// Whether the scene asks "确定不再关注?" first (the seed's SceneA) or not (its SceneB).
        public var asksBeforeUnfollow: Bool
        /// Whether the screen's view loads, and its modules get their answers, before it is pushed.
        public var loadsViewBeforePush: Bool
        public var blogCount: Int
        public var pageSize: Int
        public var emptyField: EmptyField
        public var isFollowing: Bool
        /// Each draft's edit date, in seconds since 1970 (UTC): one-digit months and days among them.
        public var draftDates: [Int]
        /// Whether the server holds the blogs' first page as the screen opens, so that the user acts
        /// during the first load.
        public var holdsFirstPage: Bool

        public init(
            ownProfile: Bool, asksBeforeUnfollow: Bool = true, loadsViewBeforePush: Bool = false, blogCount: Int,
            pageSize: Int, emptyField: EmptyField, isFollowing: Bool, draftDates: [Int], holdsFirstPage: Bool = false
        ) {
            self.ownProfile = ownProfile
            self.asksBeforeUnfollow = asksBeforeUnfollow
            self.loadsViewBeforePush = loadsViewBeforePush
            self.blogCount = blogCount
            self.pageSize = pageSize
            self.emptyField = emptyField
            self.isFollowing = isFollowing
            self.draftDates = draftDates
            self.holdsFirstPage = holdsFirstPage
        }
    }

    public enum Step: Sendable, Equatable {
        case like(row: Int)
        case pullToRefresh
        case scrollToBottom
        case scroll(row: Int)
        case selectBlog(row: Int)
        case selectSegment(Int)
        case tapFollow
        case tapIcon
        /// The profile's user writes a blog: it goes on top, and the next page lists again a blog
        /// the list shows.
        case blogArrives
        case alert(String)
        case back
        case network(NetworkStep)
        case close
    }

    public var data: Data
    public var steps: [Step]

    public init(data: Data, steps: [Step]) {
        self.data = data
        self.steps = steps
    }

    static let endpoints: [Request.Endpoint] = [.userInfo, .blogs, .drafts, .like, .follow, .unfollow]

    /// The session of a seed: the same on any machine.
    public init(seed: UInt64, length: Int = 24) {
        var random = SeededGenerator(seed: seed)
        let pageSize = random.pick([1, 3, 10])
        data = Data(
            ownProfile: random.chance(30), asksBeforeUnfollow: random.chance(70),
            loadsViewBeforePush: random.chance(20),
            blogCount: random.pick([0, 1, pageSize - 1, pageSize, pageSize + 1, 2 * pageSize, 25].filter { $0 >= 0 }),
            pageSize: pageSize, emptyField: random.pick(Data.EmptyField.allCases), isFollowing: random.chance(50),
            draftDates: (0..<random.int(0...3)).map { _ in
                // 2023 and 2024, any month and day, any hour: one-digit months and days, and dates
                // that are another day on the robot's device (UTC+8); now and then a year at either
                // end of four digits (999 and 9999).
                random.chance(10)
                    ? random.pick([-30_641_000_000, 253_370_000_000])
                    : 1_672_531_200 + random.int(0...(730 * 86_400))
            }, holdsFirstPage: random.chance(35))
        var steps: [Step] = []
        for _ in 0..<length {
            let endpoint = random.pick(Self.endpoints)
            if random.chance(10) {
                // Likes out on two rows while a refresh replaces the rows, answered in either order.
                steps += [
                    .network(.hold(.like)), .like(row: random.int(0...11)), .like(row: random.int(0...11)),
                    .pullToRefresh, .network(.release(.blogs)),
                    .network(random.pick([.releaseLatest(.like), .release(.like)])),
                ]
                continue
            }
            if random.chance(6) {
                // A blog written on top between two pages: the next page lists the last blog again,
                // and likes go out on either of its rows and on another, answered in either order.
                steps += [
                    .blogArrives, .scrollToBottom, .network(.hold(.like)),
                    .like(row: random.pick([pageSize - 1, pageSize])), .like(row: random.int(0...11)),
                    .like(row: random.pick([pageSize - 1, pageSize])),
                    .network(random.pick([.releaseLatest(.like), .release(.like)])),
                ]
                continue
            }
            if random.chance(8) {
                // A like answered, or failing, while a blog's detail is on top.
                steps += [.network(.hold(.like))]
                if random.chance(40) { steps.append(.network(.fail(.like))) }
                steps += [
                    .like(row: random.int(0...9)), .selectBlog(row: random.int(0...9)), .network(.release(.like)),
                    .back,
                ]
                continue
            }
            let opened = steps.last?.opensAScreen == true
            let kind = opened && random.chance(70) ? 10 : random.int(0...15)
            let step: Step =
                switch kind {
                case 0, 1: .like(row: random.int(0...11))
                case 2: .pullToRefresh
                case 3, 4: .scrollToBottom
                case 5: .scroll(row: random.int(0...25))
                case 6: .selectBlog(row: random.int(0...10))
                case 7: .selectSegment(random.int(0...1))
                case 8: .tapFollow
                case 9: .alert(random.pick(["确定", "取消"]))
                case 10: .back
                case 11: .network(.hold(endpoint))
                case 12: .network(.release(endpoint))
                case 13: .network(random.chance(50) ? .releaseLatest(endpoint) : .stopHolding(endpoint))
                case 14: .network(.fail(endpoint))
                default: random.chance(20) ? .close : .tapIcon
                }
            steps.append(step)
            if step == .close { break }
        }
        self.steps = steps
    }

    /// The server the session starts from.
    @MainActor
    public func makeServer() -> FakeServer {
        var other = Fixture.users[1]
        switch data.emptyField {
        case .none: break
        case .name: other.name = ""
        case .summary: other.summary = ""
        case .icon: other.iconName = ""
        case .all: other = User(id: other.id, name: "")
        }
        other.isFollowing = data.isFollowing
        var me = Fixture.users[0]
        me.blogCount = data.blogCount
        other.blogCount = data.blogCount
        let users = [me, other]
        let server = FakeServer(
            loginUserId: Fixture.loginUserId, users: users,
            blogs: Dictionary(
                uniqueKeysWithValues: users.map { ($0.id, Fixture.blogs(of: $0.id, count: data.blogCount)) }),
            drafts: data.draftDates.enumerated().map { index, seconds in
                Draft(id: index + 1, title: "Draft \(index)", editDate: Date(timeIntervalSince1970: Double(seconds)))
            },
            pageSize: data.pageSize)
        if data.holdsFirstPage { server.hold(.blogs) }
        return server
    }

    var userId: Int { data.ownProfile ? Fixture.loginUserId : Fixture.otherUserId }
}

extension ProfileSession.Step {
    /// Whether the step may open another screen, after which a person most often goes back.
    fileprivate var opensAScreen: Bool {
        switch self {
        case .selectBlog, .tapIcon: true
        default: false
        }
    }
}
