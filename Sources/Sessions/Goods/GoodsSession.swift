import Catalog
import Harness
import HeadlessUIKit
import Shared

/// A random session on article 004's goods home page: 0 to 25 goods (pages that end early or
/// exactly), with or without banners; likes, scrolls to any row and to the end, pulls to refresh,
/// 重试, the floating button back to the top, a row's events opened and gone back from, goods put up
/// on top on the server meanwhile, and the network holding, failing and answering the banners, the
/// pages and the likes in any order, the home page in front or under a screen it opened. Some
/// stretches play what hides bugs on purpose: likes held on two rows while a refresh brings goods
/// in on top, a load more overtaken by a refresh, a like answered while a row's screen is on top,
/// a 重试 while a refresh is in flight, and a page that lists again a row the list shows.
public struct GoodsSession: Sendable, Equatable {
    public enum Step: Sendable, Equatable {
        case like(row: Int)
        case scroll(row: Int)
        case scrollToBottom
        case refresh
        case retry
        case top
        /// Opens one of the row's destinations.
        case open(Event, row: Int)
        case back
        /// A seller puts goods up on top: the next first page shows them.
        case goodsArrive
        case network(NetworkStep)
        case close
    }

    public enum Event: Sendable, Equatable, CaseIterable {
        case goods, avatar, location, comments
    }

    public let goodsCount: Int
    public let bannerCount: Int
    public let firstFetch: FirstFetch
    public var steps: [Step]

    static let endpoints: [Request.Endpoint] = [.goods, .banners, .likeGoods]

    /// The session of a seed: the same on any machine.
    public init(seed: UInt64, length: Int = 24) {
        var random = SeededGenerator(seed: seed)
        goodsCount = random.pick([0, 3, 10, 14, 20, 25])
        bannerCount = random.pick([0, 1, 3])
        firstFetch = random.pick([.answered, .held, .held, .failed])
        var steps: [Step] = []
        if firstFetch == .failed && random.chance(70) {
            // A 重试 over the error view while a refresh is in flight, the refresh failing or not.
            steps += [.network(.hold(.goods))]
            if random.chance(40) { steps.append(.network(.fail(.goods))) }
            steps += [.refresh, .retry, .network(.release(.goods))]
        }
        for _ in 0..<length {
            let row = random.int(0...max(0, goodsCount))
            let endpoint = random.pick(Self.endpoints)
            if random.chance(10) {
                // Likes out on two rows while a refresh brings goods in on top, answered in either order.
                steps += [
                    .network(.hold(.likeGoods)), .like(row: row), .like(row: random.int(0...max(0, goodsCount))),
                    .goodsArrive, .refresh, .network(.release(.goods)),
                    .network(random.pick([.releaseLatest(.likeGoods), .release(.likeGoods)])),
                ]
                continue
            }
            if random.chance(6) {
                // Goods put up on top between two pages: the next page lists the tenth goods again,
                // and a like goes out on either of its rows.
                steps += [
                    .goodsArrive, .scrollToBottom, .like(row: random.pick([9, 10])), .like(row: random.pick([9, 10])),
                ]
                continue
            }
            if random.chance(8) {
                // A like answered, or failing, while a row's screen is on top.
                steps += [.network(.hold(.likeGoods))]
                if random.chance(40) { steps.append(.network(.fail(.likeGoods))) }
                steps += [
                    .like(row: row), .open(random.pick(Event.allCases), row: random.int(0...max(0, goodsCount))),
                    .network(.release(.likeGoods)), .back,
                ]
                continue
            }
            if random.chance(6) {
                // A load more overtaken by a refresh, its stale page answered first or last.
                steps += [
                    .network(.hold(.goods)), .scrollToBottom, .refresh,
                    .network(random.pick([.release(.goods), .releaseLatest(.goods)])), .scrollToBottom, .refresh,
                ]
                continue
            }
            let opened = if case .open = steps.last { true } else { false }
            let step: Step =
                switch opened && random.chance(60) ? -1 : random.int(0...14) {
                case -1: .back
                case 0, 1, 2: .like(row: row)
                case 3: .scroll(row: row)
                case 4: .scrollToBottom
                case 5: .refresh
                case 6: random.pick([.retry, .top, .back])
                case 7: .open(random.pick(Event.allCases), row: row)
                case 8, 9: .network(.hold(endpoint))
                case 10, 11:
                    .network(random.pick([.release(endpoint), .releaseLatest(endpoint), .stopHolding(endpoint)]))
                case 12: .network(.fail(endpoint))
                default: random.chance(30) ? .close : .network(.hold(endpoint))
                }
            steps.append(step)
            if step == .close { break }
        }
        self.steps = steps
    }
}

extension GoodsSession: PlayableSession {
    public func open(_ architecture: ArchitectureEntry) -> ScreenRobot {
        let server = Fixture.goodsServer(
            banners: Array(Fixture.banners.prefix(bannerCount)), goods: Fixture.homeGoods(count: goodsCount))
        firstFetch.prepare(server, .goods)
        return GoodsScreen(architecture, server: server)
    }

    public func perform(_ step: Step, on robot: ScreenRobot) {
        guard let screen = robot as? GoodsScreen else { return }
        // A person acts on the home page in front, not under a screen a row opened.
        let inFront = screen.isInFront
        switch step {
        case .like(let row): if inFront { screen.tapLike(row: row) }
        case .scroll(let row): if inFront { screen.scroll(toRow: row) }
        case .scrollToBottom: if inFront { screen.scrollToBottom() }
        case .refresh: if inFront { screen.pullToRefresh() }
        case .retry: if inFront { screen.retry() }
        case .top: if inFront { screen.tapTop() }
        case .open(let event, let row):
            guard inFront else { return }
            switch event {
            case .goods: screen.select(row: row)
            case .avatar: screen.tapAvatar(row: row)
            case .location: screen.tapLocation(row: row)
            case .comments: screen.tapComments(row: row)
            }
        case .back: screen.goBack()
        case .goodsArrive: screen.server.putGoodsOnTop(Fixture.newGoods(on: screen.server))
        case .network(let step): step.perform(on: screen)
        case .close: screen.close()
        }
    }

    public func isClose(_ step: Step) -> Bool { step == .close }

    public var openingCode: [String] {
        [
            "let server = Fixture.goodsServer(banners: Array(Fixture.banners.prefix(\(bannerCount))), "
                + "goods: Fixture.homeGoods(count: \(goodsCount)))"
        ] + firstFetch.code(.goods) + ["let screen = GoodsScreen(architecture, server: server)"]
    }

    public func code(for step: Step) -> String {
        switch step {
        case .like(let row): "screen.tapLike(row: \(row))"
        case .scroll(let row): "screen.scroll(toRow: \(row))"
        case .scrollToBottom: "screen.scrollToBottom()"
        case .refresh: "screen.pullToRefresh()"
        case .retry: "screen.retry()"
        case .top: "screen.tapTop()"
        case .open(let event, let row):
            switch event {
            case .goods: "screen.select(row: \(row))"
            case .avatar: "screen.tapAvatar(row: \(row))"
            case .location: "screen.tapLocation(row: \(row))"
            case .comments: "screen.tapComments(row: \(row))"
            }
        case .back: "screen.goBack()"
        case .goodsArrive: "screen.server.putGoodsOnTop(Fixture.newGoods(on: screen.server))"
        case .network(let step): step.code
        case .close: "screen.close()"
        }
    }
}

extension GoodsSession: ReachMeasured {
    public var rowEndpoints: Set<Request.Endpoint> { [.likeGoods] }
    public var listEndpoints: Set<Request.Endpoint> { [.goods] }
    public var firstLoadEndpoint: Request.Endpoint { .goods }

    public func isUserAction(_ step: Step) -> Bool {
        switch step {
        case .network, .close, .goodsArrive, .back: false
        default: true
        }
    }

    public func isRetry(_ step: Step) -> Bool { step == .retry }

    public var interleavings: Set<Interleaving> { Set(Interleaving.allCases) }

    public func networkStep(_ step: Step) -> NetworkStep? {
        if case .network(let network) = step { network } else { nil }
    }
}
