import Shared

/// 000's `HHUserCellViewModel`: the one interface behind the one `UserCell`, whichever list it is
/// in. The Q&A's point is that this is "一套规范" with two implementations, `FriendCellViewModel` and
/// `FollowCellViewModel`: the cell's binding knows only this, so the view and its logic are
/// one-to-many.
@MainActor
public protocol UserCellViewModel: AnyObject {
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
    /// What the right button does, 000's `rightButtonCommand`.
    func rightButtonCommand()
    /// What the delete button does, 000's `deleteButtonCommand`.
    func deleteButtonCommand()
    /// Set by the list: a request of the row failed and was undone (the command's error).
    var didFail: (@MainActor (String) -> Void)? { get set }
    /// Set by the list: the row's delete succeeded (the delete command completed).
    var didDelete: (@MainActor () -> Void)? { get set }
}

/// 000's base class: "一些实现相同的接口直接在此处实现 免得重复一模一样的代码", the texts both lists show alike.
extension UserCellViewModel {
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
