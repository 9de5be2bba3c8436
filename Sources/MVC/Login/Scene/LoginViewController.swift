import HeadlessUIKit
import Scenario

/// The login scene: it adds the form module and tells it what a login opens, the logged-in user's
/// own profile; the module manages itself.
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
        loginFormVC = LoginFormViewController(apiManager: environment.api)
        addChild(loginFormVC)
        view.addSubview(loginFormVC.view)
        loginFormVC.didMove(toParent: self)
        let environment = environment
        loginFormVC.vcGenerator = { userId in
            UserViewController.instance(
                userId: userId, environment: environment.profileEnvironment(loginUserId: userId))
        }
    }
}
