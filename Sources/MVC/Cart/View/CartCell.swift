import HeadlessUIKit

/// A cart row. It takes plain display values through setters and reports its taps through the
/// handlers its table-view helper sets; it knows neither the item nor the server.
public final class CartCell: UITableViewCell {
    public var addHandler: (@MainActor () -> Void)?
    public var reduceHandler: (@MainActor () -> Void)?
    public var deleteHandler: (@MainActor () -> Void)?

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
        addButton.addAction(UIAction { [weak self] _ in self?.addHandler?() }, for: .touchUpInside)
        reduceButton.addAction(UIAction { [weak self] _ in self?.reduceHandler?() }, for: .touchUpInside)
        deleteButton.addAction(UIAction { [weak self] _ in self?.deleteHandler?() }, for: .touchUpInside)
    }

    public var nameText: String? {
        get { nameLabel.text }
        set { nameLabel.text = newValue }
    }

    public var countText: String? {
        get { numLabel.text }
        set { numLabel.text = newValue }
    }

    public var isAddEnabled: Bool {
        get { addButton.isEnabled }
        set { addButton.isEnabled = newValue }
    }

    public var isReduceEnabled: Bool {
        get { reduceButton.isEnabled }
        set { reduceButton.isEnabled = newValue }
    }

    public var isDeleteEnabled: Bool {
        get { deleteButton.isEnabled }
        set { deleteButton.isEnabled = newValue }
    }
}
