import HeadlessUIKit

/// A draft row: it shows its `DraftCellViewModel`, whose texts never change.
public final class DraftCell: UITableViewCell {
    private let titleLabel = UILabel(identifier: "draftCell.title")
    private let editDateLabel = UILabel(identifier: "draftCell.date")

    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        accessibilityIdentifier = "draftCell"
        addSubview(titleLabel)
        addSubview(editDateLabel)
    }

    public var viewModel: DraftCellViewModel? {
        didSet {
            titleLabel.text = viewModel?.title
            editDateLabel.text = viewModel?.editDate
        }
    }
}
