/// One page of the home page's goods, and whether it is the last (004's `configFooter(isLastPage)`).
public struct GoodsPage: Sendable, Equatable {
    public let goods: [Goods]
    public let isLastPage: Bool

    public init(goods: [Goods], isLastPage: Bool) {
        self.goods = goods
        self.isLastPage = isLastPage
    }
}
