/// What `GoodsPresenter` tells its view: a first load started or ended, the banners or the rows
/// changed, the footer's state, the failures it shows, and where a row's event leads.
@MainActor
public protocol GoodsView: AnyObject {
    func goodsPresenterDidStartLoading()
    /// A first page (the first load, a 重试 or a refresh) ended, either way.
    func goodsPresenterDidEndLoading()
    func goodsPresenterDidLoadBanners()
    func goodsPresenterDidReload()
    /// 004's `configFooter(isLastPage)`.
    func goodsPresenterDidConfigFooter(isLastPage: Bool)
    /// The first load or a 重试 failed: the list's error view.
    func goodsPresenterDidFail(message: String)
    /// A refresh or a load more failed: a toast.
    func goodsPresenterDidFailToLoad(message: String)
    /// A row's like failed, whether or not a cell renders it: a toast.
    func goodsPresenterDidFailToLike(message: String)
    func goodsPresenterOpen(_ destination: GoodsDestination)
}
