import Shared

/// 004's goods home page as one value (004's `SUGoodsViewModel1` and its sub-view-models): the
/// banners, the goods with their likes by goods, the paging and the loads in flight. A page carries
/// the first-page load it was asked under, so a load more overtaken by a refresh is dropped; the
/// banners likewise carry their request.
public struct GoodsState: Program, Equatable {
    public enum Message: Equatable {
        case load
        case retry
        case refresh
        case loadMore
        case bannersLoaded(generation: Int, Result<[String], RequestError>)
        case pageLoaded(page: Int, generation: Int, isRefresh: Bool, Result<GoodsPage, RequestError>)
        case like(goodsId: Int)
        case likeAnswered(goodsId: Int, succeeded: Bool)
        case select(goodsId: Int)
        case tapAvatar(goodsId: Int)
        case tapLocation(goodsId: Int)
        case tapComments(goodsId: Int)
    }

    public enum Command: Equatable {
        case fetchBanners(generation: Int)
        case fetchPage(page: Int, generation: Int, isRefresh: Bool)
        case like(goodsId: Int)
        case toast(String)
        case openDetail(Goods)
        case openProfile(userId: Int)
        case openLocation(Goods)
        case openComments(Goods)
    }

    public private(set) var banners: [String] = []
    public private(set) var goods = LikedList<Goods>()
    public private(set) var isHUDShown = false
    public private(set) var errorMessage: String?
    /// 004's `configFooter(isLastPage)`: hidden until a page says more follow.
    public private(set) var isFooterHidden = true
    /// Any page, the first or a later one, is loading.
    public private(set) var isLoading = false
    public private(set) var isLoadingFirstPage = false
    public private(set) var isEmpty = false
    private var nextPage = 0
    private var generation = 0
    private var bannerGeneration = 0

    public init() {}

    /// The goods' row as its cell shows it; nil once the goods is off the list.
    public func row(_ goodsId: Int) -> GoodsRow? { goods[id: goodsId].map(row) }

    public func row(at index: Int) -> GoodsRow { row(goods.item(at: index)) }

    private func row(_ item: Goods) -> GoodsRow { GoodsRow(item, isLikeEnabled: goods.isLikeEnabled(item)) }

    public mutating func update(_ message: Message) -> [Command] {
        switch message {
        case .load:
            isHUDShown = true
            return [fetchBanners()] + loadFirstPage(isRefresh: false)
        case .retry:
            isHUDShown = true
            errorMessage = nil
            return loadFirstPage(isRefresh: false)
        case .refresh:
            let page = loadFirstPage(isRefresh: true)
            return page.isEmpty ? [] : page + [fetchBanners()]
        case .loadMore:
            guard !isLoading else { return [] }
            isLoading = true
            return [.fetchPage(page: nextPage, generation: generation, isRefresh: false)]
        case .bannersLoaded(let asked, .success(let banners)):
            if asked == bannerGeneration { self.banners = banners }
            return []
        case .bannersLoaded(_, .failure):
            return []
        case .pageLoaded(let page, let asked, let isRefresh, let result):
            guard asked == generation else { return [] }
            isLoading = false
            if page == 0 {
                isLoadingFirstPage = false
                isHUDShown = false
            }
            switch result {
            case .success(let goodsPage):
                if page == 0 {
                    goods.replace(with: goodsPage.goods)
                    errorMessage = nil
                    isEmpty = goodsPage.goods.isEmpty
                } else {
                    goods.append(goodsPage.goods)
                }
                nextPage = page + 1
                isFooterHidden = goodsPage.isLastPage
                return []
            case .failure(let error) where page == 0 && !isRefresh:
                errorMessage = error.message
                return []
            case .failure(let error):
                return [.toast(error.message)]
            }
        case .like(let goodsId):
            guard goods.isLikeEnabled(goodsId) else { return [] }
            goods.willLike(goodsId)
            return [.like(goodsId: goodsId)]
        case .likeAnswered(let goodsId, true):
            goods.didLike(goodsId)
            return []
        case .likeAnswered(let goodsId, false):
            goods.didFailToLike(goodsId)
            return [.toast("点赞失败")]
        case .select(let goodsId):
            return item(goodsId).map { [.openDetail($0)] } ?? []
        case .tapAvatar(let goodsId):
            return item(goodsId).map { [.openProfile(userId: $0.userId)] } ?? []
        case .tapLocation(let goodsId):
            return item(goodsId).map { [.openLocation($0)] } ?? []
        case .tapComments(let goodsId):
            return item(goodsId).map { [.openComments($0)] } ?? []
        }
    }

    private func item(_ goodsId: Int) -> Goods? { goods[id: goodsId] }

    /// The banners, asked again: an answer to an earlier request is dropped.
    private mutating func fetchBanners() -> Command {
        bannerGeneration += 1
        return .fetchBanners(generation: bannerGeneration)
    }

    /// The first page, for the first load, a 重试 or a refresh; nothing while one is in flight.
    private mutating func loadFirstPage(isRefresh: Bool) -> [Command] {
        guard !isLoadingFirstPage else { return [] }
        isLoadingFirstPage = true
        isLoading = true
        generation += 1
        return [.fetchPage(page: 0, generation: generation, isRefresh: isRefresh)]
    }
}

/// One goods row as its cell shows it: 004's `SUGoodsItemViewModel` outputs.
public struct GoodsRow: Equatable {
    public let goods: Goods
    public let isLikeEnabled: Bool

    init(_ goods: Goods, isLikeEnabled: Bool) {
        self.goods = goods
        self.isLikeEnabled = isLikeEnabled
    }

    /// "用户ID:101921".
    public var userId: String { "用户ID:\(goods.userId)" }
    /// 004's `freightExplain`: "包邮", "运费 ¥" and the fee, or "运费待议".
    public var freightExplain: String {
        switch goods.expressType {
        case .free: "包邮"
        case .value: "运费 ¥\(goods.expressFee)"
        case .feeding: "运费待议"
        }
    }
    public var price: String { "¥\(goods.price)" }
    /// The seller's avatar, or the placeholder when the seller has none.
    public var avatarName: String { goods.avatar.isEmpty ? "placeholderUserIcon" : goods.avatar }
    public var likeTitle: String { "赞 \(goods.likeCount)" }
    public var commentTitle: String { "评论 \(goods.commentCount)" }
}
