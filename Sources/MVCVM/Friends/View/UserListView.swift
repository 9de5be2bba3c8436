import HeadlessUIKit

/// The list's V, for both lists: the table and the empty list's message, laid out and exposed.
public final class UserListView: UIView {
    public let tableView = UITableView(identifier: "userList")
    public let emptyLabel = UILabel(identifier: "userList.empty")

    public init() {
        super.init()
        emptyLabel.isHidden = true
        tableView.addSubview(emptyLabel)
        addSubview(tableView)
    }
}
