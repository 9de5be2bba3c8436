import Shared

/// What `BlogPresenter` tells its view.
@MainActor
public protocol BlogView: AnyObject {
    func blogPresenterDidReload()
    func blogPresenterDidFail(message: String)
    func blogPresenterDidFailToLike(message: String)
    func blogPresenterShowBlogDetail(_ blog: Blog)
}
