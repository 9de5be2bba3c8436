import HeadlessUIKit
import Shared

/// A cart row bound to the model (`cell.item = self.items[row]`): it formats the item and decides
/// its buttons itself, so it can show nothing but a `CartItem`.
public final class CartCell: UITableViewCell {
    public var didClickAddHandler: (@MainActor () -> Void)?
    public var didClickReduceHandler: (@MainActor () -> Void)?
    public var didClickDeleteHandler: (@MainActor () -> Void)?

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
        addButton.addAction(UIAction { [weak self] _ in self?.didClickAddHandler?() }, for: .touchUpInside)
        reduceButton.addAction(UIAction { [weak self] _ in self?.didClickReduceHandler?() }, for: .touchUpInside)
        deleteButton.addAction(UIAction { [weak self] _ in self?.didClickDeleteHandler?() }, for: .touchUpInside)
    }

    /// Set by the view controller, with whether a change or a deletion of the item is in flight.
    public func configure(item: CartItem, isBusy: Bool) {
        nameLabel.text = item.name
        numLabel.text = "\(item.count)"
        addButton.isEnabled = !isBusy && item.count < CartItem.maximumCount
        reduceButton.isEnabled = !isBusy && item.count > 1
        deleteButton.isEnabled = !isBusy
    }
}
