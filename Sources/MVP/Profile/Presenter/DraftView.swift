import Shared

/// What `DraftPresenter` tells its view.
@MainActor
public protocol DraftView: AnyObject {
    func draftPresenterDidReload()
    func draftPresenterDidFail(message: String)
    func draftPresenterShowDraftDetail(_ draft: Draft)
}
