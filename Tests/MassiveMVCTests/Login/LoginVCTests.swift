import HeadlessUIKit
import MassiveMVC
import Scenario
import Shared
import Testing

// MassiveMVC: every rule of the login is inside `LoginVC`, so the only way to test one is the
// whole screen: build it through the architecture's entry, edit its fields, tap its button.

@MainActor
@Suite("MassiveMVC: LoginVC")
struct LoginVCTests {
    let server = makeServer()
    let navigation = UINavigationController()

    private func makeScreen() -> UIViewController {
        let screen = MassiveMVCArchitecture.makeLoginScreen(
            environment: LoginEnvironment(api: server, userAPI: server, friendAPI: server))
        navigation.pushViewController(screen, animated: false)
        return screen
    }

    private func view<T: UIView>(_ identifier: String, in screen: UIViewController) -> T {
        screen.view.firstView(withIdentifier: identifier) as! T
    }

    private func fill(_ screen: UIViewController, phone: String = "13800138000", code: String = "1234") {
        (view("login.phone", in: screen) as UITextField).paste(phone)
        (view("login.code", in: screen) as UITextField).paste(code)
        server.deliverPending()
    }

    /// LogicCase: login: validity
    @Test("login: validity of the number and the code")
    func loginValidation() {
        let screen = makeScreen()
        let button: UIButton = view("login.button", in: screen)
        #expect(!button.isEnabled)
        fill(screen)
        #expect(button.isEnabled)
        (view("login.phone", in: screen) as UITextField).type("1")
        #expect(!button.isEnabled, "twelve digits")
        (view("login.phone", in: screen) as UITextField).deleteBackward()
        (view("login.code", in: screen) as UITextField).type("5")
        #expect(!button.isEnabled, "five digits of code")
    }

    /// LogicCase: login: avatar lookup
    @Test("login: the avatar of a valid number, and only of the number it still holds")
    func loginAvatarLookup() {
        let screen = makeScreen()
        let phone: UITextField = view("login.phone", in: screen)
        let avatar: UIImageView = view("login.avatar", in: screen)
        phone.paste("13800138000")
        #expect(avatar.image?.name == "placeholderUserIcon")
        server.deliverPending()
        #expect(avatar.image?.name == "me.png")
        server.hold(.avatar)
        phone.deleteBackward()
        phone.type("0")
        phone.deleteBackward()
        server.releaseNext(.avatar)
        #expect(avatar.image?.name == "placeholderUserIcon", "the answer is for a number it no longer holds")
    }

    /// LogicCase: login: success
    @Test("login: success pushes the logged-in user's profile")
    func loginSuccess() {
        let screen = makeScreen()
        fill(screen)
        (view("login.button", in: screen) as UIButton).tap()
        server.deliverPending()
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController?.title == "用户详情")
    }

    /// LogicCase: login: failure
    @Test("login: failure toasts the server's message and enables the button again")
    func loginFailure() {
        let screen = makeScreen()
        fill(screen, code: "4321")
        let button: UIButton = view("login.button", in: screen)
        button.tap()
        server.deliverPending()
        #expect(screen.view.allViews.compactMap { ($0 as? ToastView)?.label.text } == ["验证码错误"])
        #expect(button.isEnabled)
    }

    /// LogicCase: login: double tap
    @Test("login: a second tap while the login is in flight asks nothing")
    func loginDoubleTap() {
        let screen = makeScreen()
        fill(screen)
        let button: UIButton = view("login.button", in: screen)
        button.tap()
        button.tap()
        #expect(server.requests(to: .login).count == 1)
    }
}
