import HeadlessUIKit

/// The login form's V in the article's MVCVM: it only lays out the fields, the avatar and the
/// button, and exposes them. It names no view model and no controller.
public final class LoginView: UIView {
    public let avatarView = UIImageView(identifier: "login.avatar")
    public let phoneField = UITextField(identifier: "login.phone")
    public let codeField = UITextField(identifier: "login.code")
    public let loginButton = UIButton(identifier: "login.button")

    public init() {
        super.init(identifier: "login")
        addUI()
    }

    private func addUI() {
        phoneField.placeholder = "请输入手机号"
        codeField.placeholder = "请输入验证码"
        loginButton.setTitle("登录", for: .normal)
        for subview in [avatarView, phoneField, codeField, loginButton] { addSubview(subview) }
    }
}
