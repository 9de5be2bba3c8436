import HeadlessUIKit
import Shared

/// Where selecting a blog row leads (the seed's `BlogDetailViewController`).
public final class BlogDetailViewController: DetailViewController {
    public init(blog: Blog) {
        super.init(identifier: "blogDetail.\(blog.id)")
        title = blog.title
    }
}
