import Catalog
import Harness
import HeadlessUIKit
import Shared

/// A random session on article 003's cart: a cart of 0 to 6 items with counts near both ends
/// (1, 2, 199, 200), taps on any row's "+", "−" and "删除", 重试, and the network holding,
/// failing and answering the fetch, the changes and the deletions in any order. Some stretches play
/// what hides bugs on purpose: requests held on two rows while a row above them is deleted.
public struct CartSession: Sendable, Equatable {
    public enum Step: Sendable, Equatable {
        case add(row: Int)
        case reduce(row: Int)
        case delete(row: Int)
        case retry
        case network(NetworkStep)
        case close
    }

    /// The counts of the cart's items, in order.
    public let counts: [Int]
    /// Whether the first fetch is held or fails, so that the loading states are played too.
    public let firstFetch: FirstFetch
    public var steps: [Step]

    static let endpoints: [Request.Endpoint] = [.cart, .updateCartItem, .deleteCartItem]

    /// The session of a seed: the same on any machine.
    public init(seed: UInt64, length: Int = 24) {
        var random = SeededGenerator(seed: seed)
        counts = (0..<random.int(0...6)).map { _ in random.pick([1, 1, 2, 5, 199, 200]) }
        firstFetch = random.pick([.answered, .held, .held, .failed])
        var steps: [Step] = []
        for _ in 0..<length {
            let row = random.int(0...max(0, counts.count))
            let endpoint = random.pick(Self.endpoints)
            if random.chance(15) {
                // Two rows' requests out while a row above them goes, answered in either order.
                let change: [Step] = [.add(row: row), .reduce(row: row), .delete(row: row)]
                let rowEndpoint = random.pick([Request.Endpoint.updateCartItem, .deleteCartItem])
                steps += [
                    .network(.hold(.updateCartItem)), .network(.hold(.deleteCartItem)), random.pick(change),
                    .add(row: random.int(0...max(0, counts.count))), .delete(row: 0),
                    .network(random.pick([.releaseLatest(rowEndpoint), .release(rowEndpoint)])),
                    .network(.fail(random.pick([.updateCartItem, .deleteCartItem]))),
                ]
                continue
            }
            let step: Step =
                switch random.int(0...11) {
                case 0, 1: .add(row: row)
                case 2, 3: .reduce(row: row)
                case 4: .delete(row: row)
                case 5: .retry
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

    var items: [CartItem] {
        counts.enumerated().map { CartItem(id: $0.offset + 1, name: "商品\($0.offset + 1)", count: $0.element) }
    }
}

extension CartSession: PlayableSession {
    public func open(_ architecture: ArchitectureEntry) -> ScreenRobot {
        let server = Fixture.cartServer(items: items)
        firstFetch.prepare(server, .cart)
        return CartScreen(architecture, server: server)
    }

    public func perform(_ step: Step, on robot: ScreenRobot) {
        guard let screen = robot as? CartScreen else { return }
        let isOpen = screen.screen != nil
        switch step {
        case .add(let row): if isOpen { screen.tapAdd(row: row) }
        case .reduce(let row): if isOpen { screen.tapReduce(row: row) }
        case .delete(let row): if isOpen { screen.tapDelete(row: row) }
        case .retry: if isOpen { screen.retry() }
        case .network(let step): step.perform(on: screen)
        case .close: screen.close()
        }
    }

    public func isClose(_ step: Step) -> Bool { step == .close }

    public var openingCode: [String] {
        let items = self.items.map { "CartItem(id: \($0.id), name: \"\($0.name)\", count: \($0.count))" }
        let lines = ["let server = Fixture.cartServer(items: [\(items.joined(separator: ", "))])"]
        return lines + firstFetch.code(.cart) + ["let screen = CartScreen(architecture, server: server)"]
    }

    public func code(for step: Step) -> String {
        switch step {
        case .add(let row): "screen.tapAdd(row: \(row))"
        case .reduce(let row): "screen.tapReduce(row: \(row))"
        case .delete(let row): "screen.tapDelete(row: \(row))"
        case .retry: "screen.retry()"
        case .network(let step): step.code
        case .close: "screen.close()"
        }
    }
}

extension CartSession: ReachMeasured {
    public var rowEndpoints: Set<Request.Endpoint> { [.updateCartItem, .deleteCartItem] }
    public var listEndpoints: Set<Request.Endpoint> { [.cart, .deleteCartItem] }
    public var firstLoadEndpoint: Request.Endpoint { .cart }

    public func isUserAction(_ step: Step) -> Bool {
        switch step {
        case .add, .reduce, .delete, .retry: true
        case .network, .close: false
        }
    }

    public func changesRowsAtTap(_ step: Step) -> Bool {
        if case .delete = step { true } else { false }
    }

    /// The cart opens no other screen and does not refresh.
    public var interleavings: Set<Interleaving> {
        Set(Interleaving.allCases).subtracting([.answerWhileCovered, .retryDuringRefresh])
    }

    public func networkStep(_ step: Step) -> NetworkStep? {
        if case .network(let network) = step { network } else { nil }
    }
}
