/// What `SystemMessagePresenter` tells its view: a load started or ended, the rows changed, one
/// row changed (and whether the list should scroll to it), and the failures it shows.
@MainActor
public protocol SystemMessageView: AnyObject {
    func systemMessagePresenterDidStartLoading()
    func systemMessagePresenterDidEndLoading()
    func systemMessagePresenterDidReload()
    func systemMessagePresenterDidChangeRow(at index: Int, scrollsToIt: Bool)
    func systemMessagePresenterDidFail(message: String)
    func systemMessagePresenterDidFailToRefresh(message: String)
}
