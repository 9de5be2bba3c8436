import HeadlessUIKit

/// 003's `MVPTableViewCell`: a name, a count, "+", "−" and "删除"; its taps go to its delegate, the
/// view model (`cell.delegate = weakSelf.vm`), with the row's item id.
public final class CartCell: UITableViewCell {
    public static let cellReuseIdentifier = "CartCell"
    public weak var delegate: (any PresentDelegate)?
    private var itemId: Int?
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
            UIAction { [weak self] _ in self?.itemId.map { self?.delegate?.didClickAddBtn(itemId: $0) } },
            for: .touchUpInside)
        reduceButton.addAction(
            UIAction { [weak self] _ in self?.itemId.map { self?.delegate?.didClickReduceBtn(itemId: $0) } },
            for: .touchUpInside)
        deleteButton.addAction(
            UIAction { [weak self] _ in self?.itemId.map { self?.delegate?.didClickDeleteBtn(itemId: $0) } },
            for: .touchUpInside)
    }

    /// Shows the row (003's `configureBlock`).
    public func show(_ row: CartItemViewModel) {
        itemId = row.itemId
        nameLabel.text = row.name
        numLabel.text = row.countText
        addButton.isEnabled = row.canAdd
        reduceButton.isEnabled = row.canReduce
        deleteButton.isEnabled = row.canDelete
    }
}
