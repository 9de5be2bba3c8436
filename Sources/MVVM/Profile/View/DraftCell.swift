import HeadlessUIKit

/// A draft row: it shows its `DraftCellViewModel`, whose texts never change.
public final class DraftCell: UITableViewCell {
    private let titleLabel = UILabel(identifier: "draftCell.title")
    private let editDateLabel = UILabel(identifier: "draftCell.date")

    public required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessibilityIdentifier = "draftCell"
        contentView.addSubview(titleLabel)
        contentView.addSubview(editDateLabel)
    }

    public var viewModel: DraftCellViewModel? {
        didSet {
            titleLabel.text = viewModel?.title
            editDateLabel.text = viewModel?.editDate
        }
    }
}
