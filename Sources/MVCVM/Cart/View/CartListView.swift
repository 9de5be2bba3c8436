import HeadlessUIKit

/// The cart module's V: the table and the empty cart's message, laid out and exposed.
public final class CartListView: UIView {
    public let tableView = UITableView(identifier: "cartList")
    public let emptyLabel = UILabel(identifier: "cartList.empty")

    public init() {
        super.init()
        addSubview(tableView)
        emptyLabel.isHidden = true
        tableView.addSubview(emptyLabel)
    }
}
