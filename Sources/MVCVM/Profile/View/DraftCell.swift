import HeadlessUIKit

/// A draft row: its two labels, laid out and exposed.
public final class DraftCell: UITableViewCell {
    public let titleLabel = UILabel(identifier: "draftCell.title")
    public let editDateLabel = UILabel(identifier: "draftCell.date")

    public required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessibilityIdentifier = "draftCell"
        contentView.addSubview(titleLabel)
        contentView.addSubview(editDateLabel)
    }
}
