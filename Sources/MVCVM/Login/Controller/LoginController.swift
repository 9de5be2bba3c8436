import HeadlessUIKit

/// The login form's C: it binds the layout-only `LoginView` to 004's `LoginViewModel` (the button
/// to `validLogin`, the avatar to `avatarUrlString`), writes each edit into the view model, runs
/// the login with a HUD and a toast on failure, and tells the scene who logged in.
@MainActor
public final class LoginController {
    /// Set by the scene: what a login opens, for the logged-in user's id.
    public var onLoginCommand: (@MainActor (_ userId: Int) -> Void)?

    public let view: LoginView
    private let viewModel: LoginViewModel
    private let bindings = Bindings()

    public init(view: LoginView, viewModel: LoginViewModel) {
        self.view = view
        self.viewModel = viewModel
        bind()
    }

    private func bind() {
        bindings.bind(self, { $0.viewModel.validLogin }, to: { $0.view.loginButton.isEnabled = $1 })
        bindings.bind(
            self, { $0.viewModel.avatarUrlString },
            to: { $0.view.avatarView.image = UIImage(named: $1 ?? "placeholderUserIcon") })
        view.phoneField.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                viewModel.mobilePhone = view.phoneField.text ?? ""
            }, for: .editingChanged)
        view.codeField.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                viewModel.verifyCode = view.codeField.text ?? ""
            }, for: .editingChanged)
        view.loginButton.addAction(UIAction { [weak self] _ in self?.login() }, for: .touchUpInside)
    }

    private func login() {
        let sent = viewModel.login(
            success: { [weak self] userId in
                guard let self else { return }
                MBProgressHUD.hide(for: view, animated: true)
                onLoginCommand?(userId)
            },
            failure: { [weak self] message in
                guard let self else { return }
                MBProgressHUD.hide(for: view, animated: true)
                view.makeToast(message)
            })
        if sent { MBProgressHUD.showAdded(to: view, animated: true).label.text = "Loading..." }
    }
}
