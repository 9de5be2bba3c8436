import Shared

/// What `UserInfoPresenter` tells its view; the view reads the texts from the presenter.
@MainActor
public protocol UserInfoView: AnyObject {
    func userInfoPresenterDidUpdate()
    func userInfoPresenterDidFail(message: String)
    func userInfoPresenterShowUserDetail(_ user: User)
    /// Asks the view to open the user's friend list, or the list of users they follow.
    func userInfoPresenterShowFriendList(userId: Int)
    func userInfoPresenterShowFollowList(userId: Int)
    /// The presenter wants the user to confirm an unfollow before it goes on.
    func userInfoPresenterAskToConfirmUnfollow()
}
