import Shared

/// The C of one blog row (the seed's `BlogCellHelper`): it keeps the blog and formats it for
/// the cell, which never sees the model. It outlives the cells that show it, so the row's state
/// (a like in flight) stays with its blog while cells are reused.
@MainActor
public final class BlogCellHelper {
    public private(set) var blog: Blog
    /// The like's state: in flight, and accepted by the server.
    private var like = RowLike()

    public init(blog: Blog) {
        self.blog = blog
    }

    public var blogId: Int { blog.id }
    public var titleText: String { blog.title }
    public var authorText: String { "作者姓名: \(blog.authorName)" }
    public var likeCountText: String { "赞 \(blog.likeCount)" }
    public var isLikeEnabled: Bool { like.isEnabled(for: blog) }

    /// Takes the server's newer copy of the blog, from a refresh or a later page.
    public func update(_ blog: Blog) {
        var blog = blog
        like.keepCounted(in: &blog)
        self.blog = blog
    }

    /// Records that a cell sent the like request for this blog.
    public func willLike() {
        like.willLike()
    }

    /// Records a like the server accepted.
    public func didLike() {
        like.didLike(counting: &blog)
    }

    public func didFailToLike() {
        like.didFailToLike()
    }
}
