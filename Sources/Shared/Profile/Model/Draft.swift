import Foundation

/// An unpublished post, visible on the login user's own profile only.
public struct Draft: Sendable, Equatable, Identifiable {
    public let id: Int
    public var title: String
    public var editDate: Date

    public init(id: Int, title: String, editDate: Date) {
        self.id = id
        self.title = title
        self.editDate = editDate
    }
}
