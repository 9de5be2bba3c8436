import Catalog
import Harness
import HeadlessUIKit
import Scenario
import Sessions
import Shared
import Testing

/// The differential run itself: it finds where two architectures part, shrinks the session to the
/// steps that show it, and writes it as a spec; and the snapshot says what a person sees.
@MainActor
@Suite("Differential run")
struct DifferentialRunTests {
    /// A login form whose button is always enabled and that never looks an avatar up: wrong, on purpose.
    private enum CarelessLogin: LoginBuilding {
        static let name = "Careless"
        static func makeLoginScreen(environment: LoginEnvironment) -> UIViewController {
            let screen = UIViewController()
            screen.title = "登录"
            let avatar = UIImageView(identifier: "login.avatar")
            avatar.image = UIImage(named: "placeholderUserIcon")
            let phone = UITextField(identifier: "login.phone")
            phone.placeholder = "请输入手机号"
            let code = UITextField(identifier: "login.code")
            code.placeholder = "请输入验证码"
            let button = UIButton(identifier: "login.button")
            button.setTitle("登录", for: .normal)
            for view in [avatar, phone, code, button] { screen.view.addSubview(view) }
            return screen
        }
    }

    private var mvvm: ArchitectureEntry { ArchitectureCatalog.all.first { $0.name == "MVVM" }! }

    @Test("A divergence is found, shrunk to the steps that show it, and written as a spec")
    func findsAndShrinks() throws {
        let careless = ArchitectureEntry(CarelessLogin.self)
        let session = LoginSession(steps: [
            .type("4", into: .code), .back, .network(.hold(.login)), .type("123", into: .code),
            .delete(.phone, count: 1),
        ])
        let divergence = try #require(DifferentialRun.run(session, on: [mvvm, careless]))
        #expect(divergence.step == 0, "the button differs as soon as the form opens")
        #expect(divergence.groups.count == 2)
        let shrunk = DifferentialRun.shrink(session, on: [mvvm, careless])
        #expect(shrunk.steps.isEmpty)
        let spec = DifferentialRun.spec(
            shrunk, divergence: divergence, name: "Careless login", architecturesList: "loginArchitectures")
        #expect(spec.contains("@Test(\"Careless login\", arguments: loginArchitectures)"))
        #expect(spec.contains("let screen = LoginScreen(architecture)"))
        #expect(spec.contains("login.button=[登录, disabled]"), "it expects what the first group showed")
    }

    @Test("The same session on the same architecture never diverges", arguments: [3, 11] as [UInt64])
    func sameArchitectureAgrees(seed: UInt64) {
        #expect(DifferentialRun.run(LoginSession(seed: seed), on: [mvvm, mvvm]) == nil)
        #expect(DifferentialRun.run(ProfileSession(seed: seed), on: [mvvm, mvvm]) == nil)
    }

    @Test("The snapshot reads the stack, the fields, the button, the avatar, the HUD and the toasts")
    func snapshot() {
        let screen = LoginScreen(mvvm)
        screen.fill(phone: "13800138000", code: "4321")
        screen.server.hold(.login)
        screen.tapLogin()
        #expect(
            screen.snapshot == """
                stack: 登录
                hud
                hud.text=Loading...
                login.avatar=<me.png>
                login.button=[登录, disabled]
                login.code="4321"
                login.phone="13800138000"
                """)
        screen.release(.login)
        #expect(screen.snapshot.hasSuffix("toast.text=验证码错误"))
    }

    @Test("The same seed is the same session")
    func deterministic() {
        #expect(ProfileSession(seed: 42) == ProfileSession(seed: 42))
        #expect(LoginSession(seed: 42) == LoginSession(seed: 42))
        #expect(ProfileSession(seed: 42) != ProfileSession(seed: 43))
    }
}
