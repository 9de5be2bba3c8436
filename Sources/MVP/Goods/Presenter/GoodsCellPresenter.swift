import Shared

/// The P of one goods row, as article 000's `BlogCellPresenter`: every formatted text of the row
/// (004's freight text among them), the like logic, and the row's events. It outlives the cells that
/// render it, so a like's answer finds its row wherever the row has scrolled.
@MainActor
public final class GoodsCellPresenter {
    public weak var view: (any GoodsCellView)?
    /// Set by `GoodsPresenter`: a failure is the screen's to show, even when no cell renders this row.
    public var didFailToLikeHandler: (@MainActor (String) -> Void)?
    /// Set by `GoodsPresenter`: where the row's avatar, location and comments lead.
    public var openHandler: (@MainActor (GoodsDestination) -> Void)?
    public private(set) var goods: Goods
    private let apiManager: any GoodsAPIManager
    private var isLiking = false
    /// The server accepted this screen's like: a page read before that cannot undo it.
    private var hasLiked = false

    public init(goods: Goods, apiManager: any GoodsAPIManager) {
        self.goods = goods
        self.apiManager = apiManager
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
    public var isLikeEnabled: Bool { !goods.isLiked && !isLiking }
    public var commentText: String { "评论 \(goods.commentCount)" }

    /// Takes the server's newer copy of the goods, from a refresh.
    public func update(_ goods: Goods) {
        self.goods = goods
        if hasLiked { countLike() }
    }

    public func likeGoods() {
        guard isLikeEnabled else { return }
        isLiking = true
        view?.goodsCellPresenterDidUpdate()
        apiManager.likeGoods(goodsId: goods.goodsId) { [weak self] result in
            guard let self else { return }
            isLiking = false
            switch result {
            case .success:
                hasLiked = true
                countLike()
                view?.goodsCellPresenterDidUpdate()
            case .failure:
                view?.goodsCellPresenterDidUpdate()
                didFailToLikeHandler?("点赞失败")
            }
        }
    }

    public func showProfile() { openHandler?(.profile(userId: goods.userId)) }

    public func showLocation() { openHandler?(.location(goods)) }

    public func showComments() { openHandler?(.comments(goods)) }

    /// Counts the like, unless the goods, from a page read after it, already does.
    private func countLike() {
        guard !goods.isLiked else { return }
        goods.likeCount += 1
        goods.isLiked = true
    }
}
