import Foundation
import HeadlessUIKit

/// The table's header of banners: one image per banner of the state, 180 points high with banners
/// or without.
public final class GoodsBannerView: UIView {
    public init() {
        super.init(identifier: "goodsList.banners")
        frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 180)
    }

    public func render(_ banners: [String]) {
        for bannerView in subviews { bannerView.removeFromSuperview() }
        for (index, banner) in banners.enumerated() {
            let bannerView = UIImageView(identifier: "banner.\(index)")
            bannerView.image = UIImage(named: banner)
            addSubview(bannerView)
        }
    }
}
