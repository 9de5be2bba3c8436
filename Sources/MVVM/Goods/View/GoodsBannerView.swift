import Foundation
import HeadlessUIKit

/// The table's header of banners. 004 gives such a header, which no other screen reuses, the
/// screen's own view model rather than a sub-view-model of its own ("僅將我們已經給視圖控制器用過的相同的
/// viewModel傳給那個自定義的 header 視圖"): it reads the `banners` and ignores the rest.
public final class GoodsBannerView: UIView {
    public init() {
        super.init(identifier: "goodsList.banners")
        frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 180)
    }

    public func bindViewModel(_ viewModel: GoodsViewModel) {
        for bannerView in subviews { bannerView.removeFromSuperview() }
        for (index, banner) in viewModel.banners.enumerated() {
            let bannerView = UIImageView(identifier: "banner.\(index)")
            bannerView.image = UIImage(named: banner)
            addSubview(bannerView)
        }
    }
}
