import Shared

/// 000's `HHUserCellViewModel` in TEA: the one row interface behind the one `UserCell`, with two
/// implementations, `FriendRow` and `FollowRow`. A row is a value; its taps return the requests
/// to send, and an answer returns what the list shows (a toast, a removed row).
public protocol UserRow: Equatable {
    /// The list's title, its empty text, and the delete button's image.
    static var title: String { get }
    static var emptyText: String { get }
    static var deleteButtonImage: String { get }

    init(user: Friend)
    /// The user the row shows, with where the login user stands with them now.
    var user: Friend { get }
    var deleteButtonHidden: Bool { get }
    var rightButtonTitle: String { get }
    /// The right button's selected look, 000's `switchRightButtonColor:`.
    var rightButtonSelected: Bool { get }
    func contentHeight(loginUserId: Int) -> Double

    /// 000's `rightButtonCommand`: the requests to send.
    mutating func tapRight() -> [UserRowRequest]
    /// 000's `deleteButtonCommand`.
    mutating func tapDelete() -> [UserRowRequest]
    mutating func answered(_ request: UserRowRequest, succeeded: Bool) -> UserRowOutcome
}

/// What a row asks the server.
public enum UserRowRequest: Equatable {
    case addFriend
    case deleteFriend
    case follow
    case unfollow
}

/// What an answer leaves for the list to show.
public struct UserRowOutcome: Equatable {
    public var toast: String?
    /// The row leaves the list (an unfollow in the follow list).
    public var isRemoved: Bool

    public init(toast: String? = nil, isRemoved: Bool = false) {
        self.toast = toast
        self.isRemoved = isRemoved
    }
}

/// 000's base class: the texts both lists show alike.
extension UserRow {
    /// One cannot befriend, follow or unfollow oneself: the login user's own row hides the button.
    public func rightButtonHidden(loginUserId: Int) -> Bool { user.userId == loginUserId }
    public var isVip: Bool { user.level > 0 }
    public var userAvatarName: String { user.avatar.isEmpty ? "placeholderUserIcon" : user.avatar }
    public var userName: String { user.nickname }
    public var userSignature: String { user.signature.isEmpty ? "TA很懒,什么都没写" : user.signature }
    public var userFriendCount: String {
        user.commonFriendCount > 0 ? "你们有\(user.commonFriendCount)个共同好友" : ""
    }
}
