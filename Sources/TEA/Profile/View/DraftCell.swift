import HeadlessUIKit
import Shared

/// A draft row: its title and edit date, as the state formats them.
public final class DraftCell: UITableViewCell {
    private let titleLabel = UILabel(identifier: "draftCell.title")
    private let dateLabel = UILabel(identifier: "draftCell.date")

    public required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessibilityIdentifier = "draftCell"
        contentView.addSubview(titleLabel)
        contentView.addSubview(dateLabel)
    }

    public func render(title: String, editDate: String) {
        titleLabel.text = title
        dateLabel.text = editDate
    }
}
