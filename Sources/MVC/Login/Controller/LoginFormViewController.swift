import HeadlessUIKit
import Shared

/// The login form's C: it builds its own views (`addUI`), checks both fields on every edit, looks
/// up the number's avatar, sends the login with a HUD, and opens what the scene's `vcGenerator`
/// makes for the logged-in user.
public final class LoginFormViewController: UIViewController {
    /// Set by the scene: what a login opens, for the logged-in user's id.
    public var vcGenerator: ViewControllerGenerator<Int>?

    private let apiManager: any LoginAPIManager
    private var isLoggingIn = false

    private let avatarView = UIImageView(identifier: "login.avatar")
    private let phoneField = UITextField(identifier: "login.phone")
    private let codeField = UITextField(identifier: "login.code")
    private let loginButton = UIButton(identifier: "login.button")

    public init(apiManager: any LoginAPIManager) {
        self.apiManager = apiManager
        super.init()
    }

    public override func loadView() {
        view = UIView(identifier: "login")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        addUI()
    }

    // MARK: - Action

    private func onPhoneChanged() {
        let phone = phoneField.text ?? ""
        avatarView.image = UIImage(named: "placeholderUserIcon")
        updateLoginButton()
        guard isValidMobilePhone(phone) else { return }
        apiManager.fetchAvatarUrlString(mobilePhone: phone) { [weak self] result in
            guard let self, phoneField.text == phone, let avatar = try? result.get() else { return }
            avatarView.image = UIImage(named: avatar)
        }
    }

    private func onClickLoginButton() {
        guard loginButton.isEnabled else { return }
        isLoggingIn = true
        updateLoginButton()
        MBProgressHUD.showAdded(to: view, animated: true).label.text = "Loading..."
        apiManager.login(mobilePhone: phoneField.text ?? "", verifyCode: codeField.text ?? "") { [weak self] result in
            guard let self else { return }
            isLoggingIn = false
            updateLoginButton()
            MBProgressHUD.hide(for: view, animated: true)
            switch result {
            case .failure(let error):
                view.makeToast(error.message)
            case .success(let user):
                if let vcGenerator { navigationController?.pushViewController(vcGenerator(user.id), animated: true) }
            }
        }
    }

    // MARK: - Utils

    private func isValidMobilePhone(_ text: String) -> Bool {
        text.wholeMatch(of: /1[3-9][0-9]{9}/) != nil
    }

    private func updateLoginButton() {
        loginButton.isEnabled =
            !isLoggingIn && isValidMobilePhone(phoneField.text ?? "")
            && (codeField.text ?? "").wholeMatch(of: /[0-9]{4}/) != nil
    }

    private func addUI() {
        avatarView.image = UIImage(named: "placeholderUserIcon")
        phoneField.placeholder = "请输入手机号"
        codeField.placeholder = "请输入验证码"
        loginButton.setTitle("登录", for: .normal)
        loginButton.isEnabled = false
        for subview in [avatarView, phoneField, codeField, loginButton] { view.addSubview(subview) }
        phoneField.addAction(UIAction { [weak self] _ in self?.onPhoneChanged() }, for: .editingChanged)
        codeField.addAction(UIAction { [weak self] _ in self?.updateLoginButton() }, for: .editingChanged)
        loginButton.addAction(UIAction { [weak self] _ in self?.onClickLoginButton() }, for: .touchUpInside)
    }
}
