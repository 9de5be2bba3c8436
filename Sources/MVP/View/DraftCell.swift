import HeadlessUIKit

/// A draft row: it renders its `DraftCellPresenter`.
public final class DraftCell: UITableViewCell {
    private let titleLabel = UILabel(identifier: "draftCell.title")
    private let editDateLabel = UILabel(identifier: "draftCell.date")

    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        accessibilityIdentifier = "draftCell"
        addSubview(titleLabel)
        addSubview(editDateLabel)
    }

    public var presenter: DraftCellPresenter? {
        didSet {
            titleLabel.text = presenter?.titleText
            editDateLabel.text = presenter?.editDateText
        }
    }
}
