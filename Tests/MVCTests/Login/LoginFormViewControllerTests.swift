import HeadlessUIKit
import MVC
import Shared
import Testing

// MVC: `LoginFormViewController` checks, looks up and sends from its own views' actions, so the
// test edits its fields and taps its button, and reads the button, the avatar and where a login
// leads through the `vcGenerator` it hands it.

@MainActor
@Suite("MVC: LoginFormViewController")
struct LoginFormViewControllerTests {
    let server = makeServer()

    private func makeController() -> LoginFormViewController {
        let controller = LoginFormViewController(apiManager: server)
        controller.loadViewIfNeeded()
        return controller
    }

    private func field(_ identifier: String, of controller: LoginFormViewController) -> UITextField {
        controller.view.firstView(withIdentifier: identifier) as! UITextField
    }

    private func button(of controller: LoginFormViewController) -> UIButton {
        controller.view.firstView(withIdentifier: "login.button") as! UIButton
    }

    private func avatar(of controller: LoginFormViewController) -> String? {
        (controller.view.firstView(withIdentifier: "login.avatar") as? UIImageView)?.image?.name
    }

    private func fill(_ controller: LoginFormViewController, phone: String = "13800138000", code: String = "1234") {
        field("login.phone", of: controller).paste(phone)
        field("login.code", of: controller).paste(code)
        server.deliverPending()
    }

    /// LogicCase: login: validity
    @Test("login: validity of the number and the code")
    func loginValidation() {
        let controller = makeController()
        #expect(!button(of: controller).isEnabled)
        fill(controller)
        #expect(button(of: controller).isEnabled)
        let phone = field("login.phone", of: controller)
        phone.type("1")
        #expect(!button(of: controller).isEnabled, "twelve digits")
        phone.deleteBackward()
        field("login.code", of: controller).type("5")
        #expect(!button(of: controller).isEnabled, "five digits of code")
    }

    /// LogicCase: login: avatar lookup
    @Test("login: the avatar of a valid number, and only of the number it still holds")
    func loginAvatarLookup() {
        let controller = makeController()
        let phone = field("login.phone", of: controller)
        phone.paste("13800138000")
        #expect(avatar(of: controller) == "placeholderUserIcon")
        server.deliverPending()
        #expect(avatar(of: controller) == "me.png")
        server.hold(.avatar)
        phone.deleteBackward()
        phone.type("0")
        phone.deleteBackward()
        server.releaseNext(.avatar)
        #expect(avatar(of: controller) == "placeholderUserIcon", "the answer is for a number it no longer holds")
    }

    /// LogicCase: login: success
    @Test("login: success opens what the scene's generator makes for the user")
    func loginSuccess() {
        let controller = makeController()
        let navigation = UINavigationController()
        navigation.pushViewController(controller, animated: false)
        var opened: [Int] = []
        controller.vcGenerator = { userId in
            opened.append(userId)
            return UIViewController()
        }
        fill(controller)
        button(of: controller).tap()
        #expect(!button(of: controller).isEnabled)
        server.deliverPending()
        #expect(opened == [1])
        #expect(navigation.viewControllers.count == 2)
    }

    /// LogicCase: login: failure
    @Test("login: failure toasts the server's message and enables the button again")
    func loginFailure() {
        let controller = makeController()
        fill(controller, code: "4321")
        button(of: controller).tap()
        server.deliverPending()
        #expect(controller.view.allViews.compactMap { ($0 as? ToastView)?.label.text } == ["验证码错误"])
        #expect(button(of: controller).isEnabled)
    }

    /// LogicCase: login: double tap
    @Test("login: a second tap while the login is in flight asks nothing")
    func loginDoubleTap() {
        let controller = makeController()
        fill(controller)
        button(of: controller).tap()
        button(of: controller).tap()
        #expect(server.requests(to: .login).count == 1)
    }
}
