import HeadlessUIKit
import Shared

/// The banners module's C: it fetches the banners and shows them in its header view. A failure
/// leaves the banners shown as they were and says nothing.
@MainActor
public final class GoodsBannerHelper {
    private weak var bannerView: GoodsBannerView?
    private let apiManager: any GoodsAPIManager
    /// Counts banner requests, so that banners asked before the latest request are dropped.
    private var generation = 0

    public init(bannerView: GoodsBannerView, apiManager: any GoodsAPIManager) {
        self.bannerView = bannerView
        self.apiManager = apiManager
    }

    public func fetchData() {
        generation += 1
        let asked = generation
        apiManager.fetchBanners { [weak self] result in
            guard let self, asked == generation, case .success(let banners) = result else { return }
            bannerView?.setBanners(banners)
        }
    }
}
