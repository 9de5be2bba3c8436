/// What `LoginPresenter` tells its view; the view reads the button's state and the avatar from
/// the presenter.
@MainActor
public protocol LoginFormView: AnyObject {
    func loginPresenterDidUpdate()
    func loginPresenterDidStartLogin()
    func loginPresenterDidFail(message: String)
    func loginPresenterDidLogin(userId: Int)
}
