import Shared

extension Fixture {
    /// 003's demo items ("火车", "飞机", …), each with a count of its own so that a sum that misses
    /// one, or counts one twice, shows.
    public static let cartItems = [
        CartItem(id: 1, name: "火车", imageUrl: "http://CC", count: 1),
        CartItem(id: 2, name: "飞机", imageUrl: "http://James", count: 2),
        CartItem(id: 3, name: "跑车", imageUrl: "http://Gavin", count: 5),
        CartItem(id: 4, name: "滑板", imageUrl: "http://CC", count: 199),
    ]

    /// A server whose login user's cart holds `items`.
    @MainActor
    public static func cartServer(items: [CartItem] = cartItems) -> FakeServer {
        let server = FakeServer(loginUserId: loginUserId)
        server.fillCart(items)
        return server
    }
}
