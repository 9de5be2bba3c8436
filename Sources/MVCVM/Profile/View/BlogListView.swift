import HeadlessUIKit

/// The blog module's V: the table, laid out and exposed for its controller to fill.
public final class BlogListView: UIView {
    public let tableView = UITableView(identifier: "blogList")

    public init() {
        super.init()
        addSubview(tableView)
    }
}
