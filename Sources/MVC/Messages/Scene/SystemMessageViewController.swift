import Foundation
import HeadlessUIKit
import Scenario

/// The messages' scene: it lays out the table, hands it to its self-managing module
/// (`SystemMessageTableViewHelper`), and shows the HUD the module reports.
public final class SystemMessageViewController: UIViewController {
    private let tableView = UITableView(identifier: "systemMessageList")
    private let tableViewHelper: SystemMessageTableViewHelper

    public init(environment: MessagesEnvironment) {
        tableViewHelper = SystemMessageTableViewHelper(tableView: tableView, apiManager: environment.api)
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "系统消息"
        tableView.estimatedRowHeight = 0
        view.addSubview(tableView)
        tableViewHelper.loadingHandler = { [weak self] isLoading in
            guard let self else { return }
            if isLoading {
                MBProgressHUD.showAdded(to: view, animated: true)
            } else {
                MBProgressHUD.hide(for: view, animated: true)
            }
        }
        tableViewHelper.fetchData()
    }
}
