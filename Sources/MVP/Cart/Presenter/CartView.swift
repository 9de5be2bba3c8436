/// What `CartPresenter` tells its view, the second link of 003's chain: `reloadDataForUI` after
/// every change of the data, which the presenter must remember to call on each path.
@MainActor
public protocol CartView: AnyObject {
    func reloadDataForUI()
    func cartPresenterDidStartLoading()
    func cartPresenterDidEndLoading()
    func cartPresenterDidFail(message: String)
    func cartPresenterDidFailToChange(message: String)
}
