import HeadlessUIKit
import Shared

/// The banners module's C: it fetches the banners and shows them in its header view. A failure
/// leaves the banners shown as they were and says nothing.
@MainActor
public final class GoodsBannerHelper {
    private weak var bannerView: GoodsBannerView?
    private let apiManager: any GoodsAPIManager

    public init(bannerView: GoodsBannerView, apiManager: any GoodsAPIManager) {
        self.bannerView = bannerView
        self.apiManager = apiManager
    }

    public func fetchData() {
        apiManager.fetchBanners { [weak self] result in
            guard let self, case .success(let banners) = result else { return }
            bannerView?.setBanners(banners)
        }
    }
}
