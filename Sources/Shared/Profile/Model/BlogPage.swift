/// One page of a user's blogs, and whether the server has more after it.
public struct BlogPage: Sendable, Equatable {
    public let blogs: [Blog]
    public let hasMore: Bool

    public init(blogs: [Blog], hasMore: Bool) {
        self.blogs = blogs
        self.hasMore = hasMore
    }
}
