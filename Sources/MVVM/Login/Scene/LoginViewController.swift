import HeadlessUIKit
import Scenario

/// 004's `SULoginViewController`: it binds the button to `validLogin` and the avatar to
/// `avatarUrlString`, writes each edit into the view model, and on a tap calls the login with a
/// HUD, opening the own profile or toasting the error from the callbacks. It does not send the
/// request, decide the button's validity or fetch the avatar (004: "视图控制器不要做的事").
public final class LoginViewController: UIViewController {
    private let environment: LoginEnvironment
    private let viewModel: LoginViewModel
    private let bindings = Bindings()
    private let phoneField = UITextField(identifier: "login.phone")
    private let codeField = UITextField(identifier: "login.code")
    private let avatarView = UIImageView(identifier: "login.avatar")
    private let loginButton = UIButton(identifier: "login.button")

    public init(environment: LoginEnvironment) {
        self.environment = environment
        viewModel = LoginViewModel(apiManager: environment.api)
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "登录"
        phoneField.placeholder = "请输入手机号"
        codeField.placeholder = "请输入验证码"
        loginButton.setTitle("登录", for: .normal)
        for subview in [avatarView, phoneField, codeField, loginButton] { view.addSubview(subview) }
        bindViewModel()
    }

    private func bindViewModel() {
        bindings.bind(self, { $0.viewModel.validLogin }, to: { $0.loginButton.isEnabled = $1 })
        bindings.bind(
            self, { $0.viewModel.avatarUrlString },
            to: { $0.avatarView.image = UIImage(named: $1 ?? "placeholderUserIcon") })
        phoneField.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                viewModel.mobilePhone = phoneField.text ?? ""
            }, for: .editingChanged)
        codeField.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                viewModel.verifyCode = codeField.text ?? ""
            }, for: .editingChanged)
        loginButton.addAction(UIAction { [weak self] _ in self?.login() }, for: .touchUpInside)
    }

    private func login() {
        let sent = viewModel.login(
            success: { [weak self] userId in
                guard let self else { return }
                MBProgressHUD.hide(for: view, animated: true)
                let profile = UserViewController.instance(
                    userId: userId, environment: environment.profileEnvironment(loginUserId: userId))
                navigationController?.pushViewController(profile, animated: true)
            },
            failure: { [weak self] message in
                guard let self else { return }
                MBProgressHUD.hide(for: view, animated: true)
                view.makeToast(message)
            })
        if sent { MBProgressHUD.showAdded(to: view, animated: true).label.text = "Loading..." }
    }
}
