/// What `UserListPresenter` tells its view: the load started or ended, the rows changed, the
/// failures it shows, and whose profile an avatar opens.
@MainActor
public protocol UserListView: AnyObject {
    func userListPresenterDidStartLoading()
    func userListPresenterDidEndLoading()
    func userListPresenterDidReload()
    /// The fetch failed: the list's error view.
    func userListPresenterDidFail(message: String)
    /// A row's request failed: a toast.
    func userListPresenterDidFailToChange(message: String)
    func userListPresenterOpenProfile(userId: Int)
}
