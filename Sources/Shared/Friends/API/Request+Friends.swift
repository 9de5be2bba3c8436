extension Request.Endpoint {
    public static let friends = Self(rawValue: "friends")
    public static let follows = Self(rawValue: "follows")
    public static let addFriend = Self(rawValue: "addFriend")
    public static let deleteFriend = Self(rawValue: "deleteFriend")
    public static let followUser = Self(rawValue: "followUser")
    public static let unfollowUser = Self(rawValue: "unfollowUser")
}

/// The friend and follow lists' requests.
extension Request {
    public static func friends(userId: Int) -> Self { Self(.friends, "friends(\(userId))") }
    public static func follows(userId: Int) -> Self { Self(.follows, "follows(\(userId))") }
    public static func addFriend(userId: Int, msg: String) -> Self {
        Self(.addFriend, "addFriend(\(userId), \(msg))")
    }
    public static func deleteFriend(userId: Int) -> Self { Self(.deleteFriend, "deleteFriend(\(userId))") }
    public static func followUser(userId: Int) -> Self { Self(.followUser, "followUser(\(userId))") }
    public static func unfollowUser(userId: Int) -> Self { Self(.unfollowUser, "unfollowUser(\(userId))") }
}
