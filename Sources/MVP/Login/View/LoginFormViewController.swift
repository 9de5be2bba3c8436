import HeadlessUIKit

/// The login form's V: it lays out the fields, the avatar and the button, renders what
/// `LoginPresenter` decided and forwards every edit and tap to it. Where a login leads is the
/// scene's call, through `didLoginHandler`.
public final class LoginFormViewController: UIViewController, LoginFormView {
    public var didLoginHandler: (@MainActor (_ userId: Int) -> Void)?

    private let presenter: LoginPresenter
    private let avatarView = UIImageView(identifier: "login.avatar")
    private let phoneField = UITextField(identifier: "login.phone")
    private let codeField = UITextField(identifier: "login.code")
    private let loginButton = UIButton(identifier: "login.button")

    public init(presenter: LoginPresenter) {
        self.presenter = presenter
        super.init()
        presenter.view = self
    }

    public override func loadView() {
        view = UIView(identifier: "login")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        phoneField.placeholder = "请输入手机号"
        codeField.placeholder = "请输入验证码"
        loginButton.setTitle("登录", for: .normal)
        for subview in [avatarView, phoneField, codeField, loginButton] { view.addSubview(subview) }
        phoneField.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                presenter.mobilePhoneDidChange(phoneField.text ?? "")
            }, for: .editingChanged)
        codeField.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                presenter.verifyCodeDidChange(codeField.text ?? "")
            }, for: .editingChanged)
        loginButton.addAction(UIAction { [weak self] _ in self?.presenter.login() }, for: .touchUpInside)
        loginPresenterDidUpdate()
    }

    // MARK: - LoginFormView

    public func loginPresenterDidUpdate() {
        loginButton.isEnabled = presenter.isLoginEnabled
        avatarView.image = UIImage(named: presenter.avatarName)
    }

    public func loginPresenterDidStartLogin() {
        MBProgressHUD.showAdded(to: view, animated: true).label.text = presenter.loadingText
    }

    public func loginPresenterDidFail(message: String) {
        MBProgressHUD.hide(for: view, animated: true)
        view.makeToast(message)
    }

    public func loginPresenterDidLogin(userId: Int) {
        MBProgressHUD.hide(for: view, animated: true)
        didLoginHandler?(userId)
    }
}
