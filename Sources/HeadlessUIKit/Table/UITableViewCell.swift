/// A row of a table view; subclasses add their labels and buttons in `init(reuseIdentifier:)`.
@MainActor
open class UITableViewCell: UIView {
    public let reuseIdentifier: String

    public required init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }

    /// Called when the table takes the cell back to hand it out for another row.
    open func prepareForReuse() {}
}
