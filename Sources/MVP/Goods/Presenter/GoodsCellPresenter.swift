import Shared

/// The P of one goods row, as article 000's `BlogCellPresenter`: every formatted text of the row
/// (004's freight text among them), the like logic, and the row's events. It outlives the cells that
/// render it, so a like's answer finds its row wherever the row has scrolled.
@MainActor
public final class GoodsCellPresenter {
    /// Set by `GoodsPresenter`: a failure is the screen's to show, even when no cell renders this row.
    public var didFailToLikeHandler: (@MainActor (String) -> Void)?
    /// Set by `GoodsPresenter`: where the row's avatar, location and comments lead.
    public var openHandler: (@MainActor (GoodsDestination) -> Void)?
    public private(set) var goods: Goods
    private let apiManager: any GoodsAPIManager
    /// The cells that render this row now, held weakly: a page may list it again, on a second row.
    private var views: [@MainActor () -> (any GoodsCellView)?] = []
    /// The like's state: in flight, and accepted by the server.
    private var like = RowLike()

    public init(goods: Goods, apiManager: any GoodsAPIManager) {
        self.goods = goods
        self.apiManager = apiManager
    }

    /// A cell starts rendering this row.
    public func attach(_ view: any GoodsCellView) {
        detach(view)
        views.append { [weak view] in view }
    }

    /// A cell stops rendering this row, as it is reused for another.
    public func detach(_ view: any GoodsCellView) {
        views.removeAll { $0() == nil || $0() === view }
    }

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

    public func likeGoods() {
        guard isLikeEnabled else { return }
        like.willLike()
        viewsDidUpdate()
        apiManager.likeGoods(goodsId: goods.goodsId) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                like.didLike(counting: &goods)
                viewsDidUpdate()
            case .failure:
                like.didFailToLike()
                viewsDidUpdate()
                didFailToLikeHandler?("点赞失败")
            }
        }
    }

    public func showProfile() { openHandler?(.profile(userId: goods.userId)) }

    public func showLocation() { openHandler?(.location(goods)) }

    public func showComments() { openHandler?(.comments(goods)) }

    private func viewsDidUpdate() {
        for view in views { view()?.goodsCellPresenterDidUpdate() }
    }
}
