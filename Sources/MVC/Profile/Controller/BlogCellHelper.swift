import Shared

/// The C of one blog row (the seed's `BlogCellHelper`): it keeps the blog and formats it for
/// the cell, which never sees the model. It outlives the cells that show it, so the row's state
/// (a like in flight) stays with its blog while cells are reused.
@MainActor
public final class BlogCellHelper {
    public private(set) var blog: Blog
    private var isLiking = false
    /// The server accepted this screen's like: a page read before that cannot undo it.
    private var hasLiked = false

    public init(blog: Blog) {
        self.blog = blog
    }

    public var blogId: Int { blog.id }
    public var titleText: String { blog.title }
    public var authorText: String { "作者姓名: \(blog.authorName)" }
    public var likeCountText: String { "赞 \(blog.likeCount)" }
    public var isLikeEnabled: Bool { !blog.isLiked && !isLiking }

    /// Takes the server's newer copy of the blog, from a refresh or a later page.
    public func update(_ blog: Blog) {
        self.blog = blog
        if hasLiked { countLike() }
    }

    /// Records that a cell sent the like request for this blog.
    public func willLike() {
        isLiking = true
    }

    /// Records a like the server accepted.
    public func didLike() {
        isLiking = false
        hasLiked = true
        countLike()
    }

    public func didFailToLike() {
        isLiking = false
    }

    /// Counts the like, unless the blog, from a page read after it, already does.
    private func countLike() {
        guard !blog.isLiked else { return }
        blog.likeCount += 1
        blog.isLiked = true
    }
}
