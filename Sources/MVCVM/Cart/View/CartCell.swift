import HeadlessUIKit

/// A cart row: its name, count and three buttons, laid out and exposed.
public final class CartCell: UITableViewCell {
    public let nameLabel = UILabel(identifier: "cartCell.name")
    public let numLabel = UILabel(identifier: "cartCell.count")
    public let addButton = UIButton(identifier: "cartCell.add")
    public let reduceButton = UIButton(identifier: "cartCell.reduce")
    public let deleteButton = UIButton(identifier: "cartCell.delete")

    public required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessibilityIdentifier = "cartCell"
        for subview in [nameLabel, numLabel, addButton, reduceButton, deleteButton] { contentView.addSubview(subview) }
    }
}
