import Observation
import Shared

/// 004's `SUGoodsItemViewModel`, the sub-view-model of one row: it exposes the goods read-only, as
/// 004 recommends ("強烈建議大家把數據模型暴露在子視圖模型的.h中"), and adds only what needs work: the
/// formatted `userId`, 004's `freightExplain`, and the like's state and command.
@MainActor
@Observable
public final class GoodsItemViewModel {
    // MARK: Outputs

    /// 004: `@property (nonatomic, readonly, strong) SUGoods *goods;`
    public private(set) var goods: Goods
    /// "用户ID:101921".
    public var userId: String { "用户ID:\(goods.userId)" }
    /// 004's freight text: "包邮", "运费 ¥" and the fee, or "运费待议".
    public var freightExplain: String {
        switch goods.expressType {
        case .free: "包邮"
        case .value: "运费 ¥\(goods.expressFee)"
        case .feeding: "运费待议"
        }
    }
    public var price: String { "¥\(goods.price)" }
    /// The seller's avatar, or the placeholder when the seller has none (004's `placeholderUserIcon()`).
    public var avatarName: String { goods.avatar.isEmpty ? "placeholderUserIcon" : goods.avatar }
    public var likeTitle: String { "赞 \(goods.likeCount)" }
    public var commentTitle: String { "评论 \(goods.commentCount)" }
    public var isLikeEnabled: Bool { like.isEnabled(for: goods) }

    /// Set by `GoodsViewModel`: a failure is the screen's to show, even when no cell shows this row.
    @ObservationIgnored public var didFailToLike: (@MainActor (String) -> Void)?

    /// The like's state: in flight, and accepted by the server.
    private var like = RowLike()
    @ObservationIgnored private let apiManager: any GoodsAPIManager

    public init(goods: Goods, apiManager: any GoodsAPIManager) {
        self.goods = goods
        self.apiManager = apiManager
    }

    // MARK: Inputs

    /// Takes the server's newer copy of the goods, from a refresh.
    public func update(_ goods: Goods) {
        var goods = goods
        like.keepCounted(in: &goods)
        self.goods = goods
    }

    public func likeGoods() {
        guard isLikeEnabled else { return }
        like.willLike()
        apiManager.likeGoods(goodsId: goods.goodsId) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                like.didLike(counting: &goods)
            case .failure:
                like.didFailToLike()
                didFailToLike?("点赞失败")
            }
        }
    }
}
