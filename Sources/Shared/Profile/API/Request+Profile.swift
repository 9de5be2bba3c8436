extension Request.Endpoint {
    public static let userInfo = Self(rawValue: "userInfo")
    public static let blogs = Self(rawValue: "blogs")
    public static let drafts = Self(rawValue: "drafts")
    public static let like = Self(rawValue: "like")
    public static let follow = Self(rawValue: "follow")
    public static let unfollow = Self(rawValue: "unfollow")
}

/// The profile's requests.
extension Request {
    public static func userInfo(userId: Int) -> Self { Self(.userInfo, "userInfo(\(userId))") }
    public static func blogs(userId: Int, page: Int) -> Self { Self(.blogs, "blogs(\(userId), page \(page))") }
    public static func drafts(userId: Int) -> Self { Self(.drafts, "drafts(\(userId))") }
    public static func like(blogId: Int) -> Self { Self(.like, "like(\(blogId))") }
    public static func follow(userId: Int) -> Self { Self(.follow, "follow(\(userId))") }
    public static func unfollow(userId: Int) -> Self { Self(.unfollow, "unfollow(\(userId))") }
}
