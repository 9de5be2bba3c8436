/// The goods home page's server, as every architecture sees it: 004's banners
/// (`loadBannerData:failure:`), its pages of goods (`loadData:failure:configFooter:`), and a like.
@MainActor
public protocol GoodsAPIManager: AnyObject {
    /// The banners' image names, in the order the header shows them.
    func fetchBanners(completion: @escaping APICompletion<[String]>)
    /// Page 0 is a refresh; each later page is a load more.
    func fetchGoods(page: Int, completion: @escaping APICompletion<GoodsPage>)
    func likeGoods(goodsId: Int, completion: @escaping APICompletion<Void>)
}
