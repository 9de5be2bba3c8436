/// A user as the server describes one: the data behind the user info module.
public struct User: Sendable, Equatable, Identifiable {
    public let id: Int
    public var name: String
    public var summary: String
    /// The name of the user's icon image; empty when the user has set none.
    public var iconName: String
    public var blogCount: Int
    public var friendCount: Int
    /// Whether the login user follows this user (what the follow button starts from).
    public var isFollowing: Bool

    public init(
        id: Int, name: String, summary: String = "", iconName: String = "",
        blogCount: Int = 0, friendCount: Int = 0, isFollowing: Bool = false
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.iconName = iconName
        self.blogCount = blogCount
        self.friendCount = friendCount
        self.isFollowing = isFollowing
    }
}
