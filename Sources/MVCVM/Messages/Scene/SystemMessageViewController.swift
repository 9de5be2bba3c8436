import HeadlessUIKit
import Scenario

/// The messages' scene: it makes the module's view model, layout-only view and controller, binds
/// the HUD, and starts the module.
public final class SystemMessageViewController: UIViewController {
    private let viewModel: SystemMessagesViewModel
    private let listController: SystemMessageListController
    private let bindings = Bindings()

    public init(environment: MessagesEnvironment) {
        viewModel = SystemMessagesViewModel(apiManager: environment.api)
        listController = SystemMessageListController(view: SystemMessageListView(), viewModel: viewModel)
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "系统消息"
        view.addSubview(listController.view)
        bindings.bind(
            self, { $0.viewModel.isLoading },
            to: { scene, isLoading in
                if isLoading {
                    MBProgressHUD.showAdded(to: scene.view, animated: true)
                } else {
                    MBProgressHUD.hide(for: scene.view, animated: true)
                }
            })
        listController.fetchData()
    }
}
