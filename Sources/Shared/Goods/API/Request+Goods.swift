extension Request.Endpoint {
    public static let banners = Self(rawValue: "banners")
    public static let goods = Self(rawValue: "goods")
    public static let likeGoods = Self(rawValue: "likeGoods")
}

/// The goods home page's requests.
extension Request {
    public static let banners = Self(.banners, "banners")
    public static func goods(page: Int) -> Self { Self(.goods, "goods(page \(page))") }
    public static func likeGoods(_ goodsId: Int) -> Self { Self(.likeGoods, "likeGoods(\(goodsId))") }
}
