import HeadlessUIKit

/// The draft module's V: the table, laid out and exposed for its controller to fill.
public final class DraftListView: UIView {
    public let tableView = UITableView(identifier: "draftList")

    public init() {
        super.init()
        addSubview(tableView)
    }
}
