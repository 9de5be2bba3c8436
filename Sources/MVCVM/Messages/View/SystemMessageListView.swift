import Foundation
import HeadlessUIKit

/// The messages module's V: the table and the empty list's message, laid out and exposed.
public final class SystemMessageListView: UIView {
    public let tableView = UITableView(identifier: "systemMessageList")
    public let emptyLabel = UILabel(identifier: "systemMessageList.empty")

    public init() {
        super.init()
        tableView.estimatedRowHeight = 0
        addSubview(tableView)
        emptyLabel.isHidden = true
        tableView.addSubview(emptyLabel)
    }
}
