import HeadlessUIKit
import Shared

/// Where selecting a goods row leads on 004's home page: the goods' detail page.
public final class GoodsDetailViewController: DetailViewController {
    public init(goods: Goods) {
        super.init(identifier: "goodsDetail.\(goods.goodsId)")
        title = goods.title
    }
}
