import HeadlessUIKit
import Shared

/// Where tapping a row's comment count leads on 004's home page: the goods' comments.
public final class GoodsCommentsViewController: DetailViewController {
    public init(goods: Goods) {
        super.init(identifier: "goodsComments.\(goods.goodsId)")
        title = goods.title
    }
}
