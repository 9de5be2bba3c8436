import HeadlessUIKit
import Scenario
import Shared

/// The login as one view controller writes it: the fields' actions check the texts, look up the
/// avatar, send the login, show the HUD and push the profile, all in `LoginVC`. It is what 004's
/// login view model takes out of the controller.
public final class LoginVC: UIViewController {
    private let api: any LoginAPIManager
    private let environment: LoginEnvironment
    private var isLoggingIn = false

    private let avatarImageView = UIImageView(identifier: "login.avatar")
    private let phoneTextField = UITextField(identifier: "login.phone")
    private let codeTextField = UITextField(identifier: "login.code")
    private let loginButton = UIButton(identifier: "login.button")

    init(environment: LoginEnvironment) {
        api = environment.api
        self.environment = environment
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "登录"
        avatarImageView.image = UIImage(named: "placeholderUserIcon")
        phoneTextField.placeholder = "请输入手机号"
        codeTextField.placeholder = "请输入验证码"
        loginButton.setTitle("登录", for: .normal)
        loginButton.isEnabled = false
        for subview in [avatarImageView, phoneTextField, codeTextField, loginButton] { view.addSubview(subview) }
        phoneTextField.addAction(UIAction { [weak self] _ in self?.phoneTextDidChange() }, for: .editingChanged)
        codeTextField.addAction(UIAction { [weak self] _ in self?.updateLoginButton() }, for: .editingChanged)
        loginButton.addAction(UIAction { [weak self] _ in self?.login() }, for: .touchUpInside)
    }

    private func phoneTextDidChange() {
        let phone = phoneTextField.text ?? ""
        avatarImageView.image = UIImage(named: "placeholderUserIcon")
        updateLoginButton()
        if isValidMobilePhone(phone) {
            api.fetchAvatarUrlString(mobilePhone: phone) { [weak self] result in
                guard let self else { return }
                if case .success(let avatar?) = result, phoneTextField.text == phone {
                    avatarImageView.image = UIImage(named: avatar)
                }
            }
        }
    }

    private func updateLoginButton() {
        let phone = phoneTextField.text ?? ""
        let code = codeTextField.text ?? ""
        loginButton.isEnabled = !isLoggingIn && isValidMobilePhone(phone) && code.wholeMatch(of: /[0-9]{4}/) != nil
    }

    private func isValidMobilePhone(_ phone: String) -> Bool {
        phone.wholeMatch(of: /1[3-9][0-9]{9}/) != nil
    }

    private func login() {
        if isLoggingIn { return }
        isLoggingIn = true
        updateLoginButton()
        MBProgressHUD.showAdded(to: view, animated: true).label.text = "Loading..."
        api.login(mobilePhone: phoneTextField.text ?? "", verifyCode: codeTextField.text ?? "") { [weak self] result in
            guard let self else { return }
            isLoggingIn = false
            updateLoginButton()
            MBProgressHUD.hide(for: view, animated: true)
            switch result {
            case .success(let user):
                let profile = UserVC(userId: user.id, environment: environment.profileEnvironment(loginUserId: user.id))
                navigationController?.pushViewController(profile, animated: true)
            case .failure(let error):
                view.makeToast(error.message)
            }
        }
    }
}
