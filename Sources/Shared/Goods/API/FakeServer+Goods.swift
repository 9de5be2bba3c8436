/// The home page's data on the fake server: the banners, and the goods in pages.
final class GoodsData: ServerData {
    var banners: [String] = []
    private(set) var goods: [Goods] = []
    var pageSize = 10
    /// Where each goods is, so a like costs the same whatever the number of goods.
    private var indexById: [Int: Int] = [:]

    required init() {}

    func fill(_ goods: [Goods]) {
        self.goods = goods
        indexById = Dictionary(goods.enumerated().map { ($1.goodsId, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Counts the login user's like of the goods, once.
    func like(_ goodsId: Int) throws(APIError) {
        guard let index = indexById[goodsId] else { throw APIError(message: "商品不存在") }
        guard !goods[index].isLiked else { throw APIError(message: "已经赞过了") }
        goods[index].likeCount += 1
        goods[index].isLiked = true
    }
}

/// The goods home page's endpoints.
extension FakeServer: GoodsAPIManager {
    /// Puts the banners and the goods on the home page, replacing what it held; `pageSize` goods a page.
    public func fillGoodsHome(banners: [String], goods: [Goods], pageSize: Int = 10) {
        let home = data(GoodsData.self)
        home.banners = banners
        home.fill(goods)
        home.pageSize = pageSize
    }

    /// The goods as the server holds them now.
    public var homeGoods: [Goods] { data(GoodsData.self).goods }

    /// New goods on top of the home page, as a seller puts them up while a person browses; the
    /// next first page shows them.
    public func putGoodsOnTop(_ goods: Goods) {
        let home = data(GoodsData.self)
        home.fill([goods] + home.goods)
    }

    public func fetchBanners(completion: @escaping APICompletion<[String]>) {
        answer(.banners, completion) { data(GoodsData.self).banners }
    }

    public func fetchGoods(page: Int, completion: @escaping APICompletion<GoodsPage>) {
        let home = data(GoodsData.self)
        answer(.goods(page: page), completion) {
            let start = min(page * home.pageSize, home.goods.count)
            let end = min(start + home.pageSize, home.goods.count)
            return GoodsPage(goods: Array(home.goods[start..<end]), isLastPage: end == home.goods.count)
        }
    }

    public func likeGoods(goodsId: Int, completion: @escaping APICompletion<Void>) {
        let home = data(GoodsData.self)
        answer(.likeGoods(goodsId), completion) { try home.like(goodsId) }
    }
}
