import Shared

/// The C of one goods row, as article 000's `BlogCellHelper`: it keeps the goods and formats it for
/// the cell, which never sees the model (the freight text is 004's). It outlives the cells that show
/// it, so the row's state (a like in flight) stays with its goods while cells are reused.
@MainActor
public final class GoodsCellHelper {
    public private(set) var goods: Goods
    /// The like's state: in flight, and accepted by the server.
    private var like = RowLike()

    public init(goods: Goods) {
        self.goods = goods
    }

    public var goodsId: Int { goods.goodsId }
    public var avatarName: String { goods.avatar.isEmpty ? "placeholderUserIcon" : goods.avatar }
    public var nickNameText: String { goods.nickName }
    public var isVerified: Bool { goods.iszm }
    public var userIdText: String { "用户ID:\(goods.userId)" }
    public var priceText: String { "¥\(goods.price)" }
    public var freightText: String {
        switch goods.expressType {
        case .free: "包邮"
        case .value: "运费 ¥\(goods.expressFee)"
        case .feeding: "运费待议"
        }
    }
    public var titleText: String { goods.title }
    public var locationText: String { goods.location }
    public var likeText: String { "赞 \(goods.likeCount)" }
    public var isLikeEnabled: Bool { like.isEnabled(for: goods) }
    public var commentText: String { "评论 \(goods.commentCount)" }

    /// Takes the server's newer copy of the goods, from a refresh.
    public func update(_ goods: Goods) {
        var goods = goods
        like.keepCounted(in: &goods)
        self.goods = goods
    }

    /// Records that a cell sent the like request for this goods.
    public func willLike() {
        like.willLike()
    }

    /// Records a like the server accepted.
    public func didLike() {
        like.didLike(counting: &goods)
    }

    public func didFailToLike() {
        like.didFailToLike()
    }
}
