/// A row of a table view; subclasses add their labels and buttons to `contentView` in
/// `init(style:reuseIdentifier:)`.
@MainActor
open class UITableViewCell: UIView {
    /// The cell's standard layout, as in UIKit; the kit draws none of them.
    public enum CellStyle: Sendable {
        case `default`, value1, value2, subtitle
    }

    public let reuseIdentifier: String?
    public let contentView = UIView()

    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
        addSubview(contentView)
    }

    /// Called when the table takes the cell back to hand it out for another row.
    open func prepareForReuse() {}
}
