import HeadlessUIKit

/// A draft row: it renders its `DraftCellPresenter`.
public final class DraftCell: UITableViewCell {
    private let titleLabel = UILabel(identifier: "draftCell.title")
    private let editDateLabel = UILabel(identifier: "draftCell.date")

    public required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessibilityIdentifier = "draftCell"
        contentView.addSubview(titleLabel)
        contentView.addSubview(editDateLabel)
    }

    public var presenter: DraftCellPresenter? {
        didSet {
            titleLabel.text = presenter?.titleText
            editDateLabel.text = presenter?.editDateText
        }
    }
}
