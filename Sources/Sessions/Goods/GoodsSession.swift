import Catalog
import Harness
import HeadlessUIKit
import Shared

/// A random session on article 004's goods home page: 0 to 25 goods (pages that end early or
/// exactly), with or without banners; likes, scrolls to any row and to the end, pulls to refresh,
/// 重试, the floating button back to the top, a row's events opened and closed again, goods put up on
/// top on the server meanwhile, and the network holding, failing and answering the banners, the
/// pages and the likes in any order. Some stretches play what hides bugs on purpose: likes held on
/// two rows while a refresh brings goods in on top, and a load more overtaken by a refresh.
public struct GoodsSession: Sendable, Equatable {
    public enum Step: Sendable, Equatable {
        case like(row: Int)
        case scroll(row: Int)
        case scrollToBottom
        case refresh
        case retry
        case top
        /// Opens one of the row's destinations, then goes back.
        case open(Event, row: Int)
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
                // A load more overtaken by a refresh, its stale page answered first or last.
                steps += [
                    .network(.hold(.goods)), .scrollToBottom, .refresh,
                    .network(random.pick([.release(.goods), .releaseLatest(.goods)])), .scrollToBottom, .refresh,
                ]
                continue
            }
            let step: Step =
                switch random.int(0...14) {
                case 0, 1, 2: .like(row: row)
                case 3: .scroll(row: row)
                case 4: .scrollToBottom
                case 5: .refresh
                case 6: random.chance(50) ? .retry : .top
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
        let isOpen = screen.screen != nil
        switch step {
        case .like(let row): if isOpen { screen.tapLike(row: row) }
        case .scroll(let row): if isOpen { screen.scroll(toRow: row) }
        case .scrollToBottom: if isOpen { screen.scrollToBottom() }
        case .refresh: if isOpen { screen.pullToRefresh() }
        case .retry: if isOpen { screen.retry() }
        case .top: if isOpen { screen.tapTop() }
        case .open(let event, let row):
            guard isOpen else { return }
            switch event {
            case .goods: screen.select(row: row)
            case .avatar: screen.tapAvatar(row: row)
            case .location: screen.tapLocation(row: row)
            case .comments: screen.tapComments(row: row)
            }
            screen.goBack()
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
            case .goods: "screen.select(row: \(row)); screen.goBack()"
            case .avatar: "screen.tapAvatar(row: \(row)); screen.goBack()"
            case .location: "screen.tapLocation(row: \(row)); screen.goBack()"
            case .comments: "screen.tapComments(row: \(row)); screen.goBack()"
            }
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
        case .network, .close, .goodsArrive: false
        default: true
        }
    }

    public func networkStep(_ step: Step) -> NetworkStep? {
        if case .network(let network) = step { network } else { nil }
    }
}
