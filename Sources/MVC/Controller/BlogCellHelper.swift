import Shared

/// The C of one blog row (the seed's `BlogCellHelper`): it keeps the blog and formats it for
/// the cell, which never sees the model.
@MainActor
public final class BlogCellHelper {
    public private(set) var blog: Blog

    public init(blog: Blog) {
        self.blog = blog
    }

    public var blogId: Int { blog.id }
    public var titleText: String { blog.title }
    public var authorText: String { "作者姓名: \(blog.authorName)" }
    public var likeCountText: String { "赞 \(blog.likeCount)" }
    public var isLikeEnabled: Bool { !blog.isLiked }

    /// Records a like the server accepted.
    public func didLike() {
        blog.likeCount += 1
        blog.isLiked = true
    }
}
