import Foundation
import Shared

/// The P of one draft row: the texts the cell shows.
@MainActor
public final class DraftCellPresenter {
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
