import HeadlessUIKit
import Scenario

/// The cart's scene: it lays out the table, hands it to its self-managing module
/// (`CartTableViewHelper`), and shows what the module reports: the HUD and the total.
public final class CartViewController: UIViewController {
    private let tableView = UITableView(identifier: "cartList")
    private let cartTableViewHelper: CartTableViewHelper

    public init(environment: CartEnvironment) {
        cartTableViewHelper = CartTableViewHelper(tableView: tableView, apiManager: environment.api)
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "购物车"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: cartTableViewHelper.totalText, style: .done)
        view.addSubview(tableView)
        cartTableViewHelper.totalHandler = { [weak self] in self?.navigationItem.rightBarButtonItem?.title = $0 }
        cartTableViewHelper.loadingHandler = { [weak self] isLoading in
            guard let self else { return }
            if isLoading {
                MBProgressHUD.showAdded(to: view, animated: true)
            } else {
                MBProgressHUD.hide(for: view, animated: true)
            }
        }
        cartTableViewHelper.fetchData()
    }
}
