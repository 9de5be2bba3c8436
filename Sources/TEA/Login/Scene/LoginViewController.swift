import HeadlessUIKit
import Scenario

/// 004's login form and its driver: it renders the button, the avatar and the HUD from the state,
/// sends each edit and the tap as messages, and runs the screen's commands (opening the own
/// profile, the toast). It does not send the request, decide the button's validity or fetch the
/// avatar (004: "视图控制器不要做的事").
public final class LoginViewController: UIViewController {
    private let environment: LoginEnvironment
    private let effects: LoginEffects
    private lazy var store = Store(LoginState()) { [weak self, effects] command, send in
        switch command {
        case .openProfile(let userId): self?.openProfile(userId)
        case .toast(let text): self?.view.makeToast(text)
        default: effects.run(command, send: send)
        }
    }
    private let rendering = Rendering()
    private let phoneField = UITextField(identifier: "login.phone")
    private let codeField = UITextField(identifier: "login.code")
    private let avatarView = UIImageView(identifier: "login.avatar")
    private let loginButton = UIButton(identifier: "login.button")

    public init(environment: LoginEnvironment) {
        self.environment = environment
        effects = LoginEffects(api: environment.api)
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "登录"
        phoneField.placeholder = "请输入手机号"
        codeField.placeholder = "请输入验证码"
        loginButton.setTitle("登录", for: .normal)
        for subview in [avatarView, phoneField, codeField, loginButton] { view.addSubview(subview) }
        phoneField.addAction(
            UIAction { [weak self] _ in self?.store.send(.phoneChanged(self?.phoneField.text ?? "")) },
            for: .editingChanged)
        codeField.addAction(
            UIAction { [weak self] _ in self?.store.send(.codeChanged(self?.codeField.text ?? "")) },
            for: .editingChanged)
        loginButton.addAction(UIAction { [weak self] _ in self?.store.send(.tapLogin) }, for: .touchUpInside)
        rendering.follow(self, { $0.store.state.validLogin }, render: { $0.loginButton.isEnabled = $1 })
        rendering.follow(
            self, { $0.store.state.avatarUrlString },
            render: { $0.avatarView.image = UIImage(named: $1 ?? "placeholderUserIcon") })
        rendering.followChanges(
            self, { $0.store.state.executing },
            render: { scene, executing in
                if executing {
                    MBProgressHUD.showAdded(to: scene.view, animated: true).label.text = "Loading..."
                } else {
                    MBProgressHUD.hide(for: scene.view, animated: true)
                }
            })
    }

    private func openProfile(_ userId: Int) {
        let profile = TEAArchitecture.makeProfileScreen(
            userId: userId, environment: environment.profileEnvironment(loginUserId: userId))
        navigationController?.pushViewController(profile, animated: true)
    }
}
