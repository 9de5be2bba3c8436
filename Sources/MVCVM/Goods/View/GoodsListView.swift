import Foundation
import HeadlessUIKit

/// The home page's V: the list with its banner header, the empty list's message and the floating
/// button back to the top, laid out and exposed.
public final class GoodsListView: UIView {
    public let tableView = UITableView(identifier: "goodsList")
    public let bannerView = UIView(identifier: "goodsList.banners")
    public let emptyLabel = UILabel(identifier: "goodsList.empty")
    public let topButton = UIButton(identifier: "goods.top")

    public init() {
        super.init()
        bannerView.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 180)
        tableView.tableHeaderView = bannerView
        emptyLabel.isHidden = true
        tableView.addSubview(emptyLabel)
        topButton.setImage(UIImage(named: "placeholderUserIcon"), for: .normal)
        addSubview(tableView)
        addSubview(topButton)
    }

    /// Lays out one image view per banner in the header, replacing the ones it held.
    public func layOutBanners(count: Int) -> [UIImageView] {
        for bannerImageView in bannerView.subviews { bannerImageView.removeFromSuperview() }
        return (0..<count).map { index in
            let bannerImageView = UIImageView(identifier: "banner.\(index)")
            bannerView.addSubview(bannerImageView)
            return bannerImageView
        }
    }
}
