import HeadlessUIKit
import Scenario

/// The login scene: it makes the form's presenter and view, lays the view out, and opens the
/// logged-in user's own profile when the form says who logged in.
public final class LoginViewController: UIViewController {
    private let environment: LoginEnvironment
    private var loginFormVC: LoginFormViewController!

    public init(environment: LoginEnvironment) {
        self.environment = environment
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "登录"
        loginFormVC = LoginFormViewController(presenter: LoginPresenter(apiManager: environment.api))
        addChild(loginFormVC)
        view.addSubview(loginFormVC.view)
        loginFormVC.didMove(toParent: self)
        loginFormVC.didLoginHandler = { [weak self] userId in
            guard let self else { return }
            let profile = UserViewController.instance(
                userId: userId, environment: environment.profileEnvironment(loginUserId: userId))
            navigationController?.pushViewController(profile, animated: true)
        }
    }
}
