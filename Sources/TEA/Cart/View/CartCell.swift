import HeadlessUIKit

/// A row of the cart: a name, a count, "+", "−" and "删除". It renders a row of the state and sends
/// its taps as messages naming the row's item.
public final class CartCell: UITableViewCell {
    public static let cellReuseIdentifier = "CartCell"
    /// The row the cell shows.
    public private(set) var row: CartState.Row?
    public var send: (@MainActor (CartState.Message) -> Void)?
    private let nameLabel = UILabel(identifier: "cartCell.name")
    private let numLabel = UILabel(identifier: "cartCell.count")
    private let addButton = UIButton(identifier: "cartCell.add")
    private let reduceButton = UIButton(identifier: "cartCell.reduce")
    private let deleteButton = UIButton(identifier: "cartCell.delete")

    public required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessibilityIdentifier = "cartCell"
        addButton.setTitle("+", for: .normal)
        reduceButton.setTitle("−", for: .normal)
        deleteButton.setTitle("删除", for: .normal)
        for subview in [nameLabel, numLabel, addButton, reduceButton, deleteButton] { contentView.addSubview(subview) }
        addButton.addAction(
            UIAction { [weak self] _ in self?.row.map { self?.send?(.add(itemId: $0.id)) } }, for: .touchUpInside)
        reduceButton.addAction(
            UIAction { [weak self] _ in self?.row.map { self?.send?(.reduce(itemId: $0.id)) } }, for: .touchUpInside)
        deleteButton.addAction(
            UIAction { [weak self] _ in self?.row.map { self?.send?(.delete(itemId: $0.id)) } }, for: .touchUpInside)
    }

    public func render(_ row: CartState.Row) {
        self.row = row
        nameLabel.text = row.name
        numLabel.text = row.countText
        addButton.isEnabled = row.canAdd
        reduceButton.isEnabled = row.canReduce
        deleteButton.isEnabled = row.canDelete
    }
}
