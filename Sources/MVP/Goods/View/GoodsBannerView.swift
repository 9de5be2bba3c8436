import Foundation
import HeadlessUIKit

/// The table's header of banners: it shows the image names it is given.
public final class GoodsBannerView: UIView {
    public init() {
        super.init(identifier: "goodsList.banners")
        frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 180)
    }

    public func setBanners(_ names: [String]) {
        for bannerView in subviews { bannerView.removeFromSuperview() }
        for (index, name) in names.enumerated() {
            let bannerView = UIImageView(identifier: "banner.\(index)")
            bannerView.image = UIImage(named: name)
            addSubview(bannerView)
        }
    }
}
