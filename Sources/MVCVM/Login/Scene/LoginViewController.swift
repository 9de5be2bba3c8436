import HeadlessUIKit
import Scenario

/// The login scene: it makes the form's view model, layout-only view and controller, lays the view
/// out, and opens the logged-in user's own profile when the controller says who logged in.
public final class LoginViewController: UIViewController {
    private let environment: LoginEnvironment
    private var loginController: LoginController!

    public init(environment: LoginEnvironment) {
        self.environment = environment
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "登录"
        loginController = LoginController(view: LoginView(), viewModel: LoginViewModel(apiManager: environment.api))
        view.addSubview(loginController.view)
        loginController.onLoginCommand = { [weak self] userId in
            guard let self else { return }
            let profile = UserViewController.instance(
                userId: userId, environment: environment.profileEnvironment(loginUserId: userId))
            navigationController?.pushViewController(profile, animated: true)
        }
    }
}
