/// One goods of the home page, as 004's `SUGoods`: what it is and costs, how it ships, and the
/// seller it belongs to (`userId`, `avatar`, `nickName`, `iszm`, the seed's names), with its likes
/// and comments. A like changes `likeCount` and `isLiked`, as a blog's does.
public struct Goods: Sendable, Equatable, Identifiable {
    /// 004's `SUGoodsExpressType`: how the freight is paid.
    public enum ExpressType: Sendable, Equatable {
        /// 包邮: the seller pays.
        case free
        /// 运费: a fee, `expressFee`.
        case value
        /// 待议: to be agreed.
        case feeding
    }

    public let goodsId: Int
    /// What the seller wrote about the goods.
    public let title: String
    /// As the server writes it, for example "128" or "9.9".
    public let price: String
    public let expressType: ExpressType
    /// As the server writes it; read only when `expressType` is `.value`.
    public let expressFee: String
    /// The seller's user id, whose profile the avatar opens.
    public let userId: Int
    /// The seller's avatar name; empty when the seller has none.
    public let avatar: String
    public let nickName: String
    /// Whether the seller is 芝麻认证 (verified).
    public let iszm: Bool
    public let location: String
    public var likeCount: Int
    /// Whether the login user has liked this goods already.
    public var isLiked: Bool
    public let commentCount: Int

    public var id: Int { goodsId }

    public init(
        goodsId: Int, title: String, price: String, expressType: ExpressType, expressFee: String = "", userId: Int,
        avatar: String, nickName: String, iszm: Bool, location: String, likeCount: Int = 0, isLiked: Bool = false,
        commentCount: Int = 0
    ) {
        self.goodsId = goodsId
        self.title = title
        self.price = price
        self.expressType = expressType
        self.expressFee = expressFee
        self.userId = userId
        self.avatar = avatar
        self.nickName = nickName
        self.iszm = iszm
        self.location = location
        self.likeCount = likeCount
        self.isLiked = isLiked
        self.commentCount = commentCount
    }
}
