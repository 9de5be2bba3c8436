/// One blog post in a user's blog list.
public struct Blog: Sendable, Equatable, Identifiable {
    public let id: Int
    public var authorName: String
    public var title: String
    public var likeCount: Int
    /// Whether the login user has liked this blog already.
    public var isLiked: Bool

    public init(id: Int, authorName: String, title: String, likeCount: Int = 0, isLiked: Bool = false) {
        self.id = id
        self.authorName = authorName
        self.title = title
        self.likeCount = likeCount
        self.isLiked = isLiked
    }
}
