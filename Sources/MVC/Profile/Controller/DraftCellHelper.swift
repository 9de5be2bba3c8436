import Foundation
import Shared

/// The C of one draft row: it keeps the draft and formats it for the cell.
@MainActor
public final class DraftCellHelper {
    public let draft: Draft

    public init(draft: Draft) {
        self.draft = draft
    }

    public var titleText: String { draft.title }
    public var editDateText: String { "编辑于 " + Self.dateFormatter.string(from: draft.editDate) }

    private static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()
}
