import MVP
import Shared
import Testing

// MVP: `LoginPresenter` talks to a `LoginFormView`, so the test hands it a spy view that records
// what it was told, and reads the presenter's outputs after each input.

@MainActor
private final class SpyLoginFormView: LoginFormView {
    var updates = 0
    var started = 0
    var failures: [String] = []
    var loggedIn: [Int] = []

    func loginPresenterDidUpdate() { updates += 1 }
    func loginPresenterDidStartLogin() { started += 1 }
    func loginPresenterDidFail(message: String) { failures.append(message) }
    func loginPresenterDidLogin(userId: Int) { loggedIn.append(userId) }
}

@MainActor
@Suite("MVP: LoginPresenter")
struct LoginPresenterTests {
    let server = makeServer()
    private let view = SpyLoginFormView()

    private func makePresenter(phone: String = "13800138000", code: String = "1234") -> LoginPresenter {
        let presenter = LoginPresenter(apiManager: server)
        presenter.view = view
        presenter.mobilePhoneDidChange(phone)
        presenter.verifyCodeDidChange(code)
        server.deliverPending()
        return presenter
    }

    /// LogicCase: login: validity
    @Test("login: validity of the number and the code")
    func loginValidation() {
        let presenter = LoginPresenter(apiManager: server)
        presenter.view = view
        presenter.mobilePhoneDidChange("13800138000")
        #expect(!presenter.isLoginEnabled)
        presenter.verifyCodeDidChange("1234")
        #expect(presenter.isLoginEnabled)
        #expect(view.updates == 2, "the view is told of each edit")
        for phone in ["12800138000", "1380013800", "138001380001", "138 0013 800"] {
            presenter.mobilePhoneDidChange(phone)
            #expect(!presenter.isLoginEnabled, "\(phone)")
        }
        presenter.mobilePhoneDidChange("19912345678")
        presenter.verifyCodeDidChange("12a4")
        #expect(!presenter.isLoginEnabled)
    }

    /// LogicCase: login: avatar lookup
    @Test("login: the avatar of a valid number, and only of the number it still holds")
    func loginAvatarLookup() {
        let presenter = LoginPresenter(apiManager: server)
        presenter.view = view
        presenter.mobilePhoneDidChange("1380013800")
        #expect(server.requests(to: .avatar).isEmpty)
        presenter.mobilePhoneDidChange("13800138000")
        #expect(presenter.avatarName == "placeholderUserIcon")
        server.deliverPending()
        #expect(presenter.avatarName == "me.png")
        server.hold(.avatar)
        presenter.mobilePhoneDidChange("13800138001")
        presenter.mobilePhoneDidChange("13800138000")
        presenter.mobilePhoneDidChange("1380013800")
        server.releaseNext(.avatar)
        server.releaseNext(.avatar)
        #expect(presenter.avatarName == "placeholderUserIcon", "both answers are for numbers it no longer holds")
    }

    /// LogicCase: login: success
    @Test("login: success tells the view who logged in")
    func loginSuccess() {
        let presenter = makePresenter()
        presenter.login()
        #expect(view.started == 1)
        #expect(!presenter.isLoginEnabled)
        server.deliverPending()
        #expect(view.loggedIn == [1])
        #expect(presenter.isLoginEnabled)
    }

    /// LogicCase: login: failure
    @Test("login: failure tells the view the server's message")
    func loginFailure() {
        let presenter = makePresenter(code: "4321")
        presenter.login()
        server.deliverPending()
        #expect(view.failures == ["验证码错误"])
        #expect(view.loggedIn.isEmpty)
        #expect(presenter.isLoginEnabled)
    }

    /// LogicCase: login: double tap
    @Test("login: a second login while the first is in flight asks nothing")
    func loginDoubleTap() {
        let presenter = makePresenter()
        presenter.login()
        presenter.login()
        #expect(server.requests(to: .login).count == 1)
        #expect(view.started == 1)
    }
}
