import Shared

extension Fixture {
    /// The banners' image names, in the header's order.
    public static let banners = ["banner.spring", "banner.sale", "banner.new"]

    /// `count` goods, ten a page on the server: the three freight types in turn, one-digit and
    /// longer prices and fees, every third goods' seller verified, sellers the profile server knows
    /// in turn (the login user, another user, and the blank user, who has no avatar and no
    /// nickname), and the fourth goods already liked.
    public static func homeGoods(count: Int = 25) -> [Goods] {
        let sellers = [users[0], users[1], users[2]]
        return (0..<count).map { index in
            let seller = sellers[index % sellers.count]
            let types: [Goods.ExpressType] = [.free, .value, .feeding]
            return Goods(
                goodsId: 500 + index, title: "闲置\(index)", price: index % 2 == 0 ? "\(index + 1)" : "128.5",
                expressType: types[index % types.count], expressFee: index % 4 == 1 ? "8" : "12.5",
                userId: seller.id, avatar: seller.iconName, nickName: seller.name, iszm: index % 3 == 0,
                location: "杭州\(index)", likeCount: index, isLiked: index == 3, commentCount: index % 5)
        }
    }

    /// A server with `banners` and `goods` on its home page, ten a page, and the profile's users and
    /// blogs, for the profile a seller's avatar opens.
    @MainActor
    public static func goodsServer(banners: [String] = banners, goods: [Goods] = homeGoods()) -> FakeServer {
        let server = server()
        server.fillGoodsHome(banners: banners, goods: goods)
        return server
    }
}

extension Fixture {
    /// Goods a seller puts up while a person browses, with an id no goods of the server has.
    @MainActor
    public static func newGoods(on server: FakeServer) -> Goods {
        let id = (server.homeGoods.map(\.goodsId).max() ?? 499) + 1
        let seller = users[1]
        return Goods(
            goodsId: id, title: "新品\(id)", price: "99", expressType: .free, expressFee: "0", userId: seller.id,
            avatar: seller.iconName, nickName: seller.name, iszm: true, location: "上海", likeCount: 0, isLiked: false,
            commentCount: 0)
    }
}
