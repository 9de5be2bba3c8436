import Shared

/// 000's `HHFollowCellViewModel` as a value: the right button follows ("+关注" → "已关注") or shows
/// the delete button ("已关注"); delete unfollows, and the row leaves the list.
public struct FollowRow: UserRow {
    public static let title = "关注"
    public static let emptyText = "暂无关注"
    public static let deleteButtonImage = "unfollow"

    public private(set) var user: Friend
    public private(set) var deleteButtonHidden = true
    /// The deletion is in flight: the delete button stays hidden until it ends.
    private var isDeleting = false

    public init(user: Friend) {
        self.user = user
    }

    public var rightButtonTitle: String { user.followState ? "已关注" : "+关注" }
    public var rightButtonSelected: Bool { user.followState }
    public func contentHeight(loginUserId: Int) -> Double { 68 }

    public mutating func tapRight() -> [UserRowRequest] {
        if user.followState {
            guard !isDeleting else { return [] }
            deleteButtonHidden.toggle()
            return []
        }
        user.followState = true
        return [.follow]
    }

    public mutating func tapDelete() -> [UserRowRequest] {
        deleteButtonHidden = true
        isDeleting = true
        return [.unfollow]
    }

    public mutating func answered(_ request: UserRowRequest, succeeded: Bool) -> UserRowOutcome {
        switch (request, succeeded) {
        case (.follow, false):
            user.followState = false
            return UserRowOutcome(toast: "关注失败")
        case (.unfollow, true):
            isDeleting = false
            user.followState = false
            return UserRowOutcome(isRemoved: true)
        case (.unfollow, false):
            isDeleting = false
            return UserRowOutcome(toast: "取消关注失败")
        default:
            return UserRowOutcome()
        }
    }
}
