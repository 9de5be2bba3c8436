import HeadlessUIKit

/// A draft row: two labels set through plain setters.
public final class DraftCell: UITableViewCell {
    private let titleLabel = UILabel(identifier: "draftCell.title")
    private let editDateLabel = UILabel(identifier: "draftCell.date")

    public required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessibilityIdentifier = "draftCell"
        contentView.addSubview(titleLabel)
        contentView.addSubview(editDateLabel)
    }

    public var titleText: String? {
        get { titleLabel.text }
        set { titleLabel.text = newValue }
    }

    public var editDateText: String? {
        get { editDateLabel.text }
        set { editDateLabel.text = newValue }
    }
}
