import Foundation
import HeadlessUIKit
import Shared

/// A draft row bound to the model (`cell.draft = self.drafts[row]`): it formats the date itself.
public final class DraftCell: UITableViewCell {
    private let titleLabel = UILabel(identifier: "draftCell.title")
    private let editDateLabel = UILabel(identifier: "draftCell.date")

    public required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessibilityIdentifier = "draftCell"
        contentView.addSubview(titleLabel)
        contentView.addSubview(editDateLabel)
    }

    public var draft: Draft? {
        didSet {
            guard let draft else { return }
            titleLabel.text = draft.title
            editDateLabel.text = "编辑于 " + Self.dateFormatter.string(from: draft.editDate)
        }
    }

    private static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()
}
