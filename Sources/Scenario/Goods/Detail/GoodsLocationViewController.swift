import HeadlessUIKit
import Shared

/// Where tapping a row's location leads on 004's home page: the goods near that place.
public final class GoodsLocationViewController: DetailViewController {
    public init(goods: Goods) {
        super.init(identifier: "goodsLocation.\(goods.goodsId)")
        title = goods.title
    }
}
