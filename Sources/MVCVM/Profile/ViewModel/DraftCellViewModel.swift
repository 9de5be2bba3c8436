import Foundation
import Shared

/// The VM of one draft row: the texts the cell shows. Nothing in it changes, so it is not observable.
@MainActor
public final class DraftCellViewModel {
    public let draft: Draft
    public let title: String
    public let editDate: String

    public init(draft: Draft) {
        self.draft = draft
        title = draft.title
        editDate = "编辑于 " + Self.dateFormatter.string(from: draft.editDate)
    }

    private static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()
}
