import Shared

/// 000's `HHFriendCellViewModel` as a value: the right button asks for a friendship ("加好友" →
/// "验证中") or shows the delete button ("好友"); delete ends the friendship, and the row stays,
/// reading "加好友".
public struct FriendRow: UserRow {
    public static let title = "好友"
    public static let emptyText = "暂无好友"
    public static let deleteButtonImage = "deleteFriend"

    public private(set) var user: Friend
    public private(set) var deleteButtonHidden = true
    /// The deletion is in flight: the delete button stays hidden until it ends.
    private var isDeleting = false

    public init(user: Friend) {
        self.user = user
    }

    public var rightButtonTitle: String {
        switch user.friendState {
        case .none: "加好友"
        case .pending: "验证中"
        case .friend: "好友"
        }
    }
    public var rightButtonSelected: Bool { user.friendState == .friend }

    public func contentHeight(loginUserId: Int) -> Double {
        user.userId != loginUserId && user.commonFriendCount > 0 ? 91 : 68
    }

    public mutating func tapRight() -> [UserRowRequest] {
        switch user.friendState {
        case .none:
            user.friendState = .pending
            return [.addFriend]
        case .pending:
            return []
        case .friend:
            guard !isDeleting else { return [] }
            deleteButtonHidden.toggle()
            return []
        }
    }

    public mutating func tapDelete() -> [UserRowRequest] {
        deleteButtonHidden.toggle()
        isDeleting = true
        return [.deleteFriend]
    }

    public mutating func answered(_ request: UserRowRequest, succeeded: Bool) -> UserRowOutcome {
        switch (request, succeeded) {
        case (.addFriend, false):
            user.friendState = .none
            return UserRowOutcome(toast: "添加好友失败")
        case (.deleteFriend, true):
            isDeleting = false
            user.friendState = .none
            return UserRowOutcome()
        case (.deleteFriend, false):
            isDeleting = false
            return UserRowOutcome(toast: "删除好友失败")
        default:
            return UserRowOutcome()
        }
    }
}
