import Foundation
import Shared

/// The draft list module as one value (000's `DraftViewModel`): the login user's drafts, or the
/// error.
public struct DraftListState: Program, Equatable {
    public enum Message: Equatable {
        case fetch
        case fetched(Result<[Draft], RequestError>)
        case select(draftId: Int)
    }

    public enum Command: Equatable {
        case fetchDrafts(userId: Int)
        case openDraft(Draft)
    }

    public let userId: Int
    public private(set) var drafts: [Draft] = []
    public private(set) var errorMessage: String?

    public init(userId: Int) {
        self.userId = userId
    }

    public func title(_ draft: Draft) -> String { draft.title }

    /// "编辑于 yyyy-MM-dd", the edit date in UTC whatever the device's time zone.
    public func editDate(_ draft: Draft) -> String {
        "编辑于 "
            + draft.editDate.formatted(
                Date.VerbatimFormatStyle(
                    format: "\(year: .padded(4))-\(month: .twoDigits)-\(day: .twoDigits)",
                    locale: Locale(identifier: "en_US_POSIX"),
                    timeZone: TimeZone(identifier: "UTC")!, calendar: Calendar(identifier: .gregorian)))
    }

    public mutating func update(_ message: Message) -> [Command] {
        switch message {
        case .fetch:
            errorMessage = nil
            return [.fetchDrafts(userId: userId)]
        case .fetched(.success(let drafts)):
            self.drafts = drafts
            return []
        case .fetched(.failure(let error)):
            errorMessage = error.message
            return []
        case .select(let draftId):
            return drafts.first { $0.id == draftId }.map { [.openDraft($0)] } ?? []
        }
    }
}
