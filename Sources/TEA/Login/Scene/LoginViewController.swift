import HeadlessUIKit
import Scenario
import Shared

/// 004's login form and its driver: it renders the button, the avatar and the HUD from the state,
/// sends each edit and the tap as messages, and runs the commands: the requests, opening the own
/// profile, the toast. It does not decide the button's validity, or when to log in or fetch the
/// avatar (004: "视图控制器不要做的事").
public final class LoginViewController: UIViewController {
    private let environment: LoginEnvironment
    private lazy var store = Store(LoginState()) { [weak self] command, send in self?.run(command, send: send) }
    private let phoneField = UITextField(identifier: "login.phone")
    private let codeField = UITextField(identifier: "login.code")
    private let avatarView = UIImageView(identifier: "login.avatar")
    private let loginButton = UIButton(identifier: "login.button")
    /// The state the screen shows, which each render compares the new one with.
    private var shown: LoginState?

    public init(environment: LoginEnvironment) {
        self.environment = environment
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
        store.render { [weak self] in self?.render($0) }
    }

    private func render(_ state: LoginState) {
        let old = shown
        shown = state
        if state.validLogin != old?.validLogin { loginButton.isEnabled = state.validLogin }
        if state.avatarUrlString != old?.avatarUrlString || old == nil {
            avatarView.image = UIImage(named: state.avatarUrlString ?? "placeholderUserIcon")
        }
        if let old, state.executing != old.executing {
            if state.executing {
                MBProgressHUD.showAdded(to: view, animated: true).label.text = "Loading..."
            } else {
                MBProgressHUD.hide(for: view, animated: true)
            }
        }
    }

    /// The commands: the requests, answered as messages, opening the own profile and the toast.
    private func run(_ command: LoginState.Command, send: @escaping @MainActor (LoginState.Message) -> Void) {
        let api = environment.api
        switch command {
        case .fetchAvatar(let phone):
            api.fetchAvatarUrlString(mobilePhone: phone) { send(.avatarFound(mobilePhone: phone, $0.answer)) }
        case .login(let phone, let code):
            api.login(mobilePhone: phone, verifyCode: code) { send(.loggedIn($0.answer)) }
        case .openProfile(let userId):
            openProfile(userId)
        case .toast(let text):
            view.makeToast(text)
        }
    }

    private func openProfile(_ userId: Int) {
        let profile = TEAArchitecture.makeProfileScreen(
            userId: userId, environment: environment.profileEnvironment(loginUserId: userId))
        navigationController?.pushViewController(profile, animated: true)
    }
}
