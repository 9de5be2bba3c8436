import Shared

/// 000's `HHUserCellViewModel` interface as MVC's cell helper: the one specification behind the one
/// `UserCell`, with two implementations, `FriendCellHelper` and `FollowCellHelper`. The table-view
/// helper writes the cell from this protocol and never asks which implementation it holds.
@MainActor
public protocol UserCellHelper: AnyObject {
    /// The user the row shows, with where the login user stands with them now.
    var user: Friend { get }
    /// The login user, whose own row (in another user's list) has no right button.
    var loginUserId: Int { get }
    var rightButtonTitle: String { get }
    /// The right button's selected look, 000's `switchRightButtonColor:`.
    var rightButtonSelected: Bool { get }
    var deleteButtonHidden: Bool { get }
    /// The delete button's image name.
    var deleteButtonImage: String { get }
    var contentHeight: Double { get }
    func rightButtonCommand()
    func deleteButtonCommand()
    /// Set by the table-view helper: the row changed, its cell (if one shows it) needs its values again.
    var didChange: (@MainActor () -> Void)? { get set }
    /// Set by the table-view helper: a request of the row failed and was undone.
    var didFail: (@MainActor (String) -> Void)? { get set }
    /// Set by the table-view helper: the row's delete succeeded.
    var didDelete: (@MainActor () -> Void)? { get set }
}

/// 000's base class: the texts both implementations format alike, written once.
extension UserCellHelper {
    /// One cannot befriend, follow or unfollow oneself: the login user's own row hides the button.
    public var rightButtonHidden: Bool { user.userId == loginUserId }
    public var isVip: Bool { user.level > 0 }
    public var userAvatarName: String { user.avatar.isEmpty ? "placeholderUserIcon" : user.avatar }
    public var userName: String { user.nickname }
    public var userSignature: String { user.signature.isEmpty ? "TA很懒,什么都没写" : user.signature }
    public var userFriendCount: String {
        user.commonFriendCount > 0 ? "你们有\(user.commonFriendCount)个共同好友" : ""
    }
}
